/** Sequential ids, so seeds and tests are deterministic. */
export class IdSequence {
	private next: number;

	constructor(private readonly start: number) {
		this.next = start;
	}

	take(): number {
		return this.next++;
	}

	reset(): void {
		this.next = this.start;
	}
}
