export { ArticleBody } from './components/article-body';
export { ArticleHeader } from './components/article-header';
export { ArticleNotFound } from './components/article-not-found';
export { BlogCard } from './components/blog-card';
export { BlogTeasers, preloadBlogTeasers } from './components/blog-teasers';
export { MoreArticles } from './components/more-articles';
