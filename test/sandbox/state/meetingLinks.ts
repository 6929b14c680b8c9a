import { ACCOUNT } from '../account';

/** A meeting link of the scheduler, with the meeting lengths it offers. */
export interface SeedMeetingLink {
	id: string;
	slug: string;
	name: string;
	type: 'PERSONAL_LINK' | 'ROUND_ROBIN_CALENDAR' | 'GROUP_CALENDAR';
	organizerUserId: string;
	userIdsOfLinkMembers: string[];
	defaultLink: boolean;
	durationsMs: number[];
}

const MINUTE = 60_000;
const GRACE = '9100002';

export const SEED_MEETING_LINKS = {
	demo: {
		id: '7010001',
		slug: 'demo-user',
		name: 'Meet Demo User',
		type: 'PERSONAL_LINK',
		organizerUserId: String(ACCOUNT.userId),
		userIdsOfLinkMembers: [String(ACCOUNT.userId)],
		defaultLink: true,
		durationsMs: [30 * MINUTE, 60 * MINUTE],
	},
	intro: {
		id: '7010002',
		slug: 'demo-user-intro',
		name: 'Intro call',
		type: 'PERSONAL_LINK',
		organizerUserId: String(ACCOUNT.userId),
		userIdsOfLinkMembers: [String(ACCOUNT.userId)],
		defaultLink: false,
		durationsMs: [15 * MINUTE],
	},
	salesTeam: {
		id: '7010003',
		slug: 'sales-team',
		name: 'Sales team',
		type: 'ROUND_ROBIN_CALENDAR',
		organizerUserId: GRACE,
		userIdsOfLinkMembers: [String(ACCOUNT.userId), GRACE],
		defaultLink: false,
		durationsMs: [30 * MINUTE],
	},
} as const satisfies Record<string, SeedMeetingLink>;

/** The hours (UTC) a link offers on business days, in the next two weeks from the sandbox's now. */
const SLOT_HOURS = [9, 10, 11, 14, 15];
const DAY = 86_400_000;
const DAYS_AHEAD = 14;

/** A slot's start times from the day after `now` on: business days, SLOT_HOURS, within two weeks. */
export function slotStarts(now: number): number[] {
	const firstDay = Math.floor(now / DAY) * DAY + DAY;
	const starts: number[] = [];
	for (let day = firstDay; day < firstDay + DAYS_AHEAD * DAY; day += DAY) {
		const weekday = new Date(day).getUTCDay();
		if (weekday === 0 || weekday === 6) continue;
		for (const hour of SLOT_HOURS) starts.push(day + hour * 3_600_000);
	}
	return starts;
}
