import type { IPollFunctions } from 'n8n-workflow';
import { submissionsPage, type FormSubmission } from '../shared/forms/forms';
import {
	formCursor,
	seenBetween,
	windowStart,
	type FormCursor,
	type Gap,
	type TriggerCursor,
} from './submissionCursor';

/** A submission emitted, with its form. */
export interface NewSubmission {
	formId: string;
	submission: FormSubmission;
}

/** The next page's cursor unless it was given before (the pages end there). */
function onward(next: string | undefined, cursors: Set<string>): string | undefined {
	if (next === undefined || cursors.has(next)) return undefined;
	cursors.add(next);
	return next;
}

/**
 * Reads a form from its newest submission down to the window read before, emitting what it had not
 * seen. The first page is always read (a poll makes progress); further pages while time is left. A
 * read the deadline cuts short leaves a gap for later polls.
 */
async function readFromNewest(
	ctx: IPollFunctions,
	formId: string,
	cursor: FormCursor,
	floor: number,
	deadline: number,
): Promise<{ emitted: FormSubmission[]; cursor: FormCursor }> {
	const lower = windowStart(cursor, floor);
	const seen = { ...cursor.seen };
	const emitted: FormSubmission[] = [];
	const cursors = new Set<string>();
	let newest = cursor.newest;
	let lowest = Infinity;
	let after: string | undefined;
	do {
		const page = await submissionsPage(ctx, formId, after);
		let reached = false;
		for (const submission of page.results) {
			if (submission.submittedAt < lower) {
				reached = true;
				break;
			}
			newest = Math.max(newest, submission.submittedAt);
			lowest = Math.min(lowest, submission.submittedAt);
			if (seen[submission.conversionId] !== undefined) continue;
			seen[submission.conversionId] = submission.submittedAt;
			emitted.push(submission);
		}
		after = reached ? undefined : onward(page.next, cursors);
	} while (after !== undefined && Date.now() < deadline);
	const gaps = [...cursor.gaps];
	if (after !== undefined) {
		// Under a backlog (gaps already open) the new gap ends at the newest time read before: the late
		// window below it was read then, and reading it again in every cut-short poll would add a gap a poll.
		const stopBelow = cursor.gaps.length ? Math.max(lower, cursor.newest) : lower;
		gaps.push({ after, stopBelow, lowest, seen: seenBetween(seen, stopBelow, lowest) });
	}
	return { emitted, cursor: { newest, seen, gaps, polledAt: cursor.polledAt } };
}

/**
 * Reads on in a gap, a page and more while time is left, emitting what neither the gap nor the newest window has
 * seen. Returns the gap still open, or undefined once it reached the time it ends at.
 */
async function readGap(
	ctx: IPollFunctions,
	formId: string,
	gap: Gap,
	seen: Record<string, number>,
	emitted: FormSubmission[],
	deadline: number,
): Promise<Gap | undefined> {
	const open: Gap = { ...gap, seen: { ...gap.seen } };
	const cursors = new Set<string>([gap.after]);
	do {
		const page = await submissionsPage(ctx, formId, open.after);
		for (const submission of page.results) {
			const { conversionId, submittedAt } = submission;
			if (submittedAt < open.stopBelow) return undefined;
			if (
				submittedAt > open.lowest ||
				open.seen[conversionId] !== undefined ||
				seen[conversionId] !== undefined
			)
				continue;
			open.lowest = submittedAt;
			open.seen = seenBetween(open.seen, open.stopBelow, submittedAt);
			open.seen[conversionId] = submittedAt;
			emitted.push(submission);
		}
		const next = onward(page.next, cursors);
		if (next === undefined) return undefined;
		open.after = next;
	} while (Date.now() < deadline);
	return open;
}

/** One form's new submissions since its cursor, and the cursor after them. */
async function readForm(
	ctx: IPollFunctions,
	formId: string,
	cursor: FormCursor,
	floor: number,
	deadline: number,
	now: number,
): Promise<{ emitted: FormSubmission[]; cursor: FormCursor }> {
	const top = await readFromNewest(ctx, formId, cursor, floor, deadline);
	const emitted = [...top.emitted];
	const gaps: Gap[] = [];
	// The oldest gap open before this poll gets a page in every poll, so a backlog shrinks however short the budget.
	for (const gap of top.cursor.gaps) {
		const open =
			gap === cursor.gaps[0] || Date.now() < deadline
				? await readGap(ctx, formId, gap, top.cursor.seen, emitted, deadline)
				: gap;
		if (open) gaps.push(open);
	}
	// What a gap emitted within the newest window is seen there too.
	const seen = { ...top.cursor.seen };
	for (const submission of emitted) seen[submission.conversionId] = submission.submittedAt;
	const next: FormCursor = { newest: top.cursor.newest, seen: {}, gaps, polledAt: now };
	next.seen = seenBetween(seen, windowStart(next, floor));
	return { emitted, cursor: next };
}

/**
 * The new submissions of the forms, oldest first, and the cursor after them. Forms the last poll
 * reached longest ago go first; a form the deadline leaves out keeps its cursor for the next poll.
 */
export async function readNewSubmissions(
	ctx: IPollFunctions,
	formIds: string[],
	cursor: TriggerCursor,
	deadline: number,
): Promise<{ submissions: NewSubmission[]; cursor: TriggerCursor }> {
	const now = Date.now();
	const next: TriggerCursor = { scope: cursor.scope, floor: cursor.floor, forms: {} };
	const ordered = [...formIds].sort(
		(a, b) => formCursor(cursor, a).polledAt - formCursor(cursor, b).polledAt,
	);
	const submissions: NewSubmission[] = [];
	for (const [index, formId] of ordered.entries()) {
		const current = formCursor(cursor, formId);
		if (index > 0 && Date.now() >= deadline) {
			next.forms[formId] = current;
			continue;
		}
		const read = await readForm(ctx, formId, current, cursor.floor, deadline, now);
		next.forms[formId] = read.cursor;
		// HubSpot lists newest first: reversed, equal times keep the order they arrived in.
		submissions.push(...read.emitted.reverse().map((submission) => ({ formId, submission })));
	}
	submissions.sort((a, b) => a.submission.submittedAt - b.submission.submittedAt);
	return { submissions, cursor: next };
}
