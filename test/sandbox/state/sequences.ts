import { ACCOUNT } from '../account';
import { OWNERS } from './owners';

/**
 * What sequences need of the account's users: a Sales or Service Hub seat (Professional or
 * Enterprise) and the connected inbox HubSpot sends their sequence e-mails from. Users are the
 * owners' users (`userId`), so the owners API and this agree.
 */
export interface SequenceUser {
	userId: number;
	/** Whether the user has an assigned Sales/Service Hub Professional or Enterprise seat. */
	seat: boolean;
	/** The address of the user's connected inbox, and the aliases that inbox may send as. */
	inbox?: { address: string; aliases: string[] };
}

const userOf = (email: string) => OWNERS.find((o) => o.email === email)!.userIdIncludingInactive;

export const SEQUENCE_USERS: SequenceUser[] = [
	{
		userId: ACCOUNT.userId,
		seat: true,
		inbox: { address: ACCOUNT.userEmail, aliases: ['sales@sandbox-demo.example'] },
	},
	{
		userId: userOf('grace.hopper@sandbox-demo.example'),
		seat: true,
		inbox: { address: 'grace.hopper@sandbox-demo.example', aliases: [] },
	},
	// A user without a seat (and so without a sequences inbox).
	{ userId: userOf('alan.turing@sandbox-demo.example'), seat: false },
];

export interface SeedSequence {
	id: string;
	name: string;
	userId: number;
	folderId?: string;
	steps: Array<{ actionType: 'EMAIL' | 'TASK' | 'FINISH_ENROLLMENT'; delayMillis: number }>;
}

const DAY = 86_400_000;

export const SEED_SEQUENCES = {
	newLead: {
		id: '3110001',
		name: 'New lead outreach',
		userId: ACCOUNT.userId,
		folderId: '88001',
		steps: [
			{ actionType: 'EMAIL', delayMillis: 0 },
			{ actionType: 'TASK', delayMillis: 2 * DAY },
			{ actionType: 'EMAIL', delayMillis: 3 * DAY },
		],
	},
	demoFollowUp: {
		id: '3110002',
		name: 'Demo follow-up',
		userId: ACCOUNT.userId,
		steps: [{ actionType: 'EMAIL', delayMillis: 0 }],
	},
	graceIntro: {
		id: '3110003',
		name: 'Partner introduction',
		userId: userOf('grace.hopper@sandbox-demo.example'),
		steps: [{ actionType: 'EMAIL', delayMillis: DAY }],
	},
} as const satisfies Record<string, SeedSequence>;

/** An address unsubscribed from sales e-mail (communication preferences): HubSpot enrolls no such contact. */
export const UNSUBSCRIBED_ADDRESS = 'opted.out@example.com';
