import { ACCOUNT } from '../account';

/** An owner of the account: a user (PERSON) or a queue, as the owners API describes it. */
export interface Owner {
	id: string;
	email: string;
	firstName: string;
	lastName: string;
	userId: number | null;
	userIdIncludingInactive: number;
	type: 'PERSON' | 'QUEUE';
	teams: Array<{ id: string; name: string; primary: boolean }>;
	archived: boolean;
}

const WEST_COAST = { id: '178588', name: 'West Coast Sales', primary: true };

/** The account's owners: its user, two colleagues, and a former one (archived: no `userId`). */
export const OWNERS: Owner[] = [
	{
		id: '71000001',
		email: ACCOUNT.userEmail,
		firstName: ACCOUNT.userFirstName,
		lastName: ACCOUNT.userLastName,
		userId: ACCOUNT.userId,
		userIdIncludingInactive: ACCOUNT.userId,
		type: 'PERSON',
		teams: [],
		archived: false,
	},
	{
		id: '71000002',
		email: 'grace.hopper@sandbox-demo.example',
		firstName: 'Grace',
		lastName: 'Hopper',
		userId: 9100002,
		userIdIncludingInactive: 9100002,
		type: 'PERSON',
		teams: [WEST_COAST],
		archived: false,
	},
	{
		id: '71000003',
		email: 'alan.turing@sandbox-demo.example',
		firstName: 'Alan',
		lastName: 'Turing',
		userId: 9100003,
		userIdIncludingInactive: 9100003,
		type: 'PERSON',
		teams: [WEST_COAST],
		archived: false,
	},
	{
		id: '71000004',
		email: 'former.rep@sandbox-demo.example',
		firstName: 'Former',
		lastName: 'Rep',
		userId: null,
		userIdIncludingInactive: 9100004,
		type: 'PERSON',
		teams: [],
		archived: true,
	},
];
