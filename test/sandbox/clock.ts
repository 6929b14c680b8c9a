/** Wall clock with an offset that tests can advance (token expiry, status progress). */
export class Clock {
	private offsetMs = 0;

	now(): number {
		return Date.now() + this.offsetMs;
	}

	iso(ms = this.now()): string {
		return new Date(ms).toISOString();
	}

	advance(ms: number): void {
		this.offsetMs += ms;
	}

	reset(): void {
		this.offsetMs = 0;
	}
}
