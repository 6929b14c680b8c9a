export interface LoadBalancer {
	/** The balancer's base URL, e.g. `http://127.0.0.1:40123`. */
	url: string;
	/** How many requests each process was given, by position. */
	forwarded: number[];
	stop(): Promise<void>;
}

/** Starts a round-robin load balancer in front of the processes' base URLs. */
export function startLoadBalancer(targets: string[]): Promise<LoadBalancer>;
