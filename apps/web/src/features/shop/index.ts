export { FeaturedProducts } from './components/featured-products';
export { ShopCatalog } from './components/shop-catalog';
export { useStoreUrl } from './use-products';
