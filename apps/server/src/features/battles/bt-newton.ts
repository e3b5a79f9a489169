/**
 * The numerical core of the Bradley–Terry fit (bradley-terry.ts): the penalised log-likelihood,
 * its gradient and curvature, and Newton steps solved by conjugate gradients.
 *
 * The curvature (minus the Hessian) is a weighted graph Laplacian of the comparison graph plus the
 * anchor's diagonal. Its slow directions are smooth ones along the graph: on the band-shaped
 * graphs matchmaking makes (each pet meets pets of similar strength), thousands of pets form a
 * chain hundreds of hops long. A diagonal preconditioner alone then needs thousands of CG sweeps
 * (measured: ~100 s for 10,000 pets and 250,000 pairs). So the preconditioner is two-level: the
 * diagonal plus an exact solve on ~200 aggregates, connected patches of neighbouring pets, which
 * captures the smooth directions.
 */

/** Battle outcomes aggregated by unordered pair. Pets are numbered 0 … petCount − 1. */
export interface PairCounts {
  petCount: number;
  /** Pair k is pets a[k] and b[k] (a ≠ b); a pair appears once. */
  a: Int32Array;
  b: Int32Array;
  /** Times a[k] beat b[k], and b[k] beat a[k]. */
  aWins: Float64Array;
  bWins: Float64Array;
}

/** The comparison graph as adjacency lists: pet i's edges are start[i] … start[i + 1] − 1. */
interface Graph {
  start: Int32Array;
  neighbour: Int32Array;
  /** The pair of each edge. */
  pair: Int32Array;
}

function graphOf(data: PairCounts): Graph {
  const n = data.petCount;
  const m = data.a.length;
  const start = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    start[data.a[k]! + 1]!++;
    start[data.b[k]! + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const neighbour = new Int32Array(2 * m);
  const pair = new Int32Array(2 * m);
  for (let k = 0; k < m; k++) {
    const i = data.a[k]!;
    const j = data.b[k]!;
    neighbour[fill[i]!] = j;
    pair[fill[i]!++] = k;
    neighbour[fill[j]!] = i;
    pair[fill[j]!++] = k;
  }
  return { start, neighbour, pair };
}

/**
 * Breadth-first order of every component, each started from a far end (the last pet reached by
 * a first search), so that on a chain-like graph consecutive pets in the order are neighbours.
 */
function breadthFirstOrder(graph: Graph, n: number): Int32Array {
  const order = new Int32Array(n);
  const seen = new Uint8Array(n);
  const mark = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let placed = 0;
  const search = (from: number, stamp: number, out: Int32Array | null, offset: number) => {
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    mark[from] = stamp;
    while (head < tail) {
      const i = queue[head++]!;
      if (out) out[offset + head - 1] = i;
      for (let e = graph.start[i]!; e < graph.start[i + 1]!; e++) {
        const j = graph.neighbour[e]!;
        if (mark[j] !== stamp) {
          mark[j] = stamp;
          queue[tail++] = j;
        }
      }
    }
    return { last: queue[tail - 1]!, size: tail };
  };
  for (let s = 0; s < n; s++) {
    if (seen[s]) continue;
    const far = search(s, 2 * s, null, 0).last;
    const { size } = search(far, 2 * s + 1, order, placed);
    for (let k = placed; k < placed + size; k++) seen[order[k]!] = 1;
    placed += size;
  }
  return order;
}

/**
 * Aggregates for the coarse level: connected clusters of ~`size` pets, each grown breadth-first
 * from a seed over pets not yet taken (seeds in breadth-first order), so each aggregate is a
 * local patch of the graph whatever its shape (band, ring, random). Leftover small patches join
 * a neighbouring aggregate; if many separate small groups remain (pets that only met each
 * other), they are pooled a few per aggregate so the coarse matrix stays small. Null when the
 * problem is too small for a coarse level.
 */
function aggregates(graph: Graph, n: number): { group: Int32Array; count: number } | null {
  const size = Math.max(20, Math.ceil(n / 200));
  if (n < 2 * size) return null;
  const { start, neighbour } = graph;
  const order = breadthFirstOrder(graph, n);
  const group = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const sizes: number[] = [];
  for (const seed of order) {
    if (group[seed] !== -1) continue;
    const id = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    group[seed] = id;
    grow: while (head < tail) {
      const i = queue[head++]!;
      for (let e = start[i]!; e < start[i + 1]!; e++) {
        const j = neighbour[e]!;
        if (group[j] !== -1) continue;
        group[j] = id;
        queue[tail++] = j;
        if (tail >= size) break grow;
      }
    }
    sizes.push(tail);
  }
  // Small patches join the aggregate of a neighbour that is not small.
  const target = Int32Array.from(sizes, (_, id) => id);
  const small = (id: number) => sizes[id]! < size / 3;
  for (let i = 0; i < n; i++) {
    const id = group[i]!;
    if (!small(id) || target[id] !== id) continue;
    for (let e = start[i]!; e < start[i + 1]!; e++) {
      const other = group[neighbour[e]!]!;
      if (!small(other)) {
        target[id] = other;
        break;
      }
    }
  }
  // Number what is left; separate small groups are pooled `size` pets at a time.
  const label = new Int32Array(sizes.length).fill(-1);
  let count = 0;
  let pooled = 0;
  let pool = -1;
  for (let id = 0; id < sizes.length; id++) {
    if (target[id] !== id) continue;
    if (small(id)) {
      if (pool === -1 || pooled >= size) {
        pool = count++;
        pooled = 0;
      }
      label[id] = pool;
      pooled += sizes[id]!;
    } else {
      label[id] = count++;
    }
  }
  for (let i = 0; i < n; i++) group[i] = label[target[group[i]!]!]!;
  return count < 2 ? null : { group, count };
}

export interface Prior {
  /** Virtual wins added to each side of pair k. */
  alpha: Float64Array;
  /** Virtual wins and losses per pet against strength 1 (θ = 0). */
  anchor: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** log σ(x), stable for large |x|. */
const logSigmoid = (x: number) =>
  x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));

/**
 * Newton steps for one data set and prior; the outcome counts may change between steps (the
 * bootstrap's replicates), the pairs may not.
 */
export class NewtonSolver {
  readonly step: Float64Array;
  readonly gradient: Float64Array;
  private readonly graph: Graph;
  private readonly coarse: { group: Int32Array; count: number } | null;
  private readonly diagonal: Float64Array;
  private readonly pairCurvature: Float64Array;
  private readonly edgeCurvature: Float64Array;
  private readonly coarseMatrix: Float64Array;
  private readonly coarseVector: Float64Array;
  private readonly r: Float64Array;
  private readonly z: Float64Array;
  private readonly p: Float64Array;
  private readonly q: Float64Array;
  /** CG sweeps of the last solve. */
  lastIterations = 0;

  constructor(
    private readonly data: PairCounts,
    private readonly prior: Prior,
  ) {
    const n = data.petCount;
    this.graph = graphOf(data);
    // Without the anchor the curvature is singular (free translation): no coarse level then.
    this.coarse = prior.anchor > 0 ? aggregates(this.graph, n) : null;
    const g = this.coarse?.count ?? 0;
    this.coarseMatrix = new Float64Array(g * g);
    this.coarseVector = new Float64Array(g);
    this.step = new Float64Array(n);
    this.gradient = new Float64Array(n);
    this.diagonal = new Float64Array(n);
    this.pairCurvature = new Float64Array(data.a.length);
    this.edgeCurvature = new Float64Array(2 * data.a.length);
    this.r = new Float64Array(n);
    this.z = new Float64Array(n);
    this.p = new Float64Array(n);
    this.q = new Float64Array(n);
  }

  /** The penalised log-likelihood at θ. */
  logLikelihood(aWins: Float64Array, bWins: Float64Array, theta: Float64Array): number {
    const { data, prior } = this;
    let ll = 0;
    for (let k = 0; k < data.a.length; k++) {
      const d = theta[data.a[k]!]! - theta[data.b[k]!]!;
      const w = aWins[k]! + prior.alpha[k]!;
      const l = bWins[k]! + prior.alpha[k]!;
      if (w > 0) ll += w * logSigmoid(d);
      if (l > 0) ll += l * logSigmoid(-d);
    }
    if (prior.anchor > 0) {
      for (let i = 0; i < data.petCount; i++) {
        ll += prior.anchor * (logSigmoid(theta[i]!) + logSigmoid(-theta[i]!));
      }
    }
    return ll;
  }

  /** Gradient and curvature at θ; then `solve()` gives the Newton step. */
  prepare(aWins: Float64Array, bWins: Float64Array, theta: Float64Array): void {
    const { data, prior, gradient, diagonal, pairCurvature, edgeCurvature, graph } = this;
    const n = data.petCount;
    for (let i = 0; i < n; i++) {
      const s = sigmoid(theta[i]!);
      gradient[i] = prior.anchor * (1 - 2 * s);
      // A tiny ridge keeps the preconditioner finite for a pet with no games and no anchor.
      diagonal[i] = 2 * prior.anchor * s * (1 - s) + 1e-12;
    }
    for (let k = 0; k < data.a.length; k++) {
      const i = data.a[k]!;
      const j = data.b[k]!;
      const w = aWins[k]! + prior.alpha[k]!;
      const games = w + bWins[k]! + prior.alpha[k]!;
      const p = sigmoid(theta[i]! - theta[j]!);
      const g = w - games * p;
      gradient[i]! += g;
      gradient[j]! -= g;
      const c = games * p * (1 - p);
      pairCurvature[k] = c;
      diagonal[i]! += c;
      diagonal[j]! += c;
    }
    for (let e = 0; e < edgeCurvature.length; e++)
      edgeCurvature[e] = pairCurvature[graph.pair[e]!]!;
    if (this.coarse) this.factorCoarse(theta);
  }

  /** The aggregates' curvature (R H Rᵀ), Cholesky-factored in place. */
  private factorCoarse(theta: Float64Array): void {
    const { group, count: g } = this.coarse!;
    const a = this.coarseMatrix;
    const { data, prior, pairCurvature } = this;
    a.fill(0);
    for (let i = 0; i < data.petCount; i++) {
      const s = sigmoid(theta[i]!);
      a[group[i]! * (g + 1)]! += 2 * prior.anchor * s * (1 - s);
    }
    for (let k = 0; k < data.a.length; k++) {
      const gi = group[data.a[k]!]!;
      const gj = group[data.b[k]!]!;
      if (gi === gj) continue;
      const c = pairCurvature[k]!;
      a[gi * (g + 1)]! += c;
      a[gj * (g + 1)]! += c;
      a[gi * g + gj]! -= c;
      a[gj * g + gi]! -= c;
    }
    for (let j = 0; j < g; j++) {
      let d = a[j * (g + 1)]!;
      for (let k = 0; k < j; k++) d -= a[j * g + k]! ** 2;
      d = Math.sqrt(Math.max(d, 1e-300));
      a[j * (g + 1)] = d;
      for (let i = j + 1; i < g; i++) {
        let v = a[i * g + j]!;
        for (let k = 0; k < j; k++) v -= a[i * g + k]! * a[j * g + k]!;
        a[i * g + j] = v / d;
      }
    }
  }

  /** z = M⁻¹ r: the diagonal plus the coarse correction. */
  private precondition(r: Float64Array, z: Float64Array): void {
    const n = r.length;
    for (let i = 0; i < n; i++) z[i] = r[i]! / this.diagonal[i]!;
    if (!this.coarse) return;
    const { group, count: g } = this.coarse;
    const a = this.coarseMatrix;
    const y = this.coarseVector;
    y.fill(0);
    for (let i = 0; i < n; i++) y[group[i]!]! += r[i]!;
    for (let i = 0; i < g; i++) {
      let v = y[i]!;
      for (let k = 0; k < i; k++) v -= a[i * g + k]! * y[k]!;
      y[i] = v / a[i * (g + 1)]!;
    }
    for (let i = g - 1; i >= 0; i--) {
      let v = y[i]!;
      for (let k = i + 1; k < g; k++) v -= a[k * g + i]! * y[k]!;
      y[i] = v / a[i * (g + 1)]!;
    }
    for (let i = 0; i < n; i++) z[i]! += y[group[i]!]!;
  }

  /** y = H x. */
  private applyCurvature(x: Float64Array, y: Float64Array): void {
    const { start, neighbour } = this.graph;
    const { diagonal, edgeCurvature } = this;
    for (let i = 0; i < x.length; i++) {
      let sum = diagonal[i]! * x[i]!;
      for (let e = start[i]!, end = start[i + 1]!; e < end; e++) {
        sum -= edgeCurvature[e]! * x[neighbour[e]!]!;
      }
      y[i] = sum;
    }
  }

  /** Solves H step = gradient by preconditioned CG to a relative residual of `tolerance`. */
  solve(tolerance: number, maxIterations = 10 * this.data.petCount + 100): Float64Array {
    const { gradient, step, r, z, p, q } = this;
    const n = gradient.length;
    step.fill(0);
    r.set(gradient);
    this.precondition(r, z);
    p.set(z);
    let rz = 0;
    let norm0 = 0;
    for (let i = 0; i < n; i++) {
      rz += r[i]! * z[i]!;
      norm0 += r[i]! * r[i]!;
    }
    this.lastIterations = 0;
    if (norm0 === 0) return step;
    const target = tolerance * tolerance * norm0;
    while (this.lastIterations < maxIterations) {
      this.lastIterations++;
      this.applyCurvature(p, q);
      let pq = 0;
      for (let i = 0; i < n; i++) pq += p[i]! * q[i]!;
      if (!(pq > 0)) break;
      const alpha = rz / pq;
      let norm = 0;
      for (let i = 0; i < n; i++) {
        step[i]! += alpha * p[i]!;
        r[i]! -= alpha * q[i]!;
        norm += r[i]! * r[i]!;
      }
      if (norm <= target) break;
      this.precondition(r, z);
      let next = 0;
      for (let i = 0; i < n; i++) next += r[i]! * z[i]!;
      const beta = next / rz;
      rz = next;
      for (let i = 0; i < n; i++) p[i] = z[i]! + beta * p[i]!;
    }
    return step;
  }
}
