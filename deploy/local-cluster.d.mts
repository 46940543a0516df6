// Types of local-cluster.mjs, for the TypeScript that starts a cluster (bench/soak.ts).

export interface ClusterInstance {
  name: string;
  port: number;
  pid: number | undefined;
  url: string;
}

export interface ClusterOptions {
  /** How many instances (INSTANCES, 2). */
  instances?: number;
  /** nginx's port (CLUSTER_PORT, 8080). */
  port?: number;
  /** The first instance's port (INSTANCE_PORT, port + 1); the others follow it. */
  instancePort?: number;
  /** A new seeded database on DATABASE_URL's server, dropped by stop() (CLUSTER_FRESH=1). */
  fresh?: boolean;
  /** The nginx binary (NGINX, `nginx`). */
  nginx?: string;
  /** Variables every instance gets, over process.env (DATABASE_URL and REDIS_URL are required). */
  env?: Record<string, string>;
  /** The instances' standard output is dropped (their errors still show). */
  quiet?: boolean;
}

export interface Cluster {
  /** nginx, in front of every instance. */
  url: string;
  instances: ClusterInstance[];
  nginxPid: number | undefined;
  databaseUrl: string;
  /** Resolves when an instance or nginx exits on its own. */
  exited: Promise<number>;
  stop(): Promise<void>;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function nginxConfig(options: { port: number; upstreams: number[]; dir: string }): string;
