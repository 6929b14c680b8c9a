import type { IDataObject } from 'n8n-workflow';
import {
	CLAIM_LEASE_MS,
	claimEvents,
	confirmClaims,
	type Claims,
} from '../../../nodes/HubSpotPlatformTrigger/claims';

let nextNode = 0;
const contactCreated = (eventId: number) => ({
	eventId,
	subscriptionId: 7,
	subscriptionType: 'contact.creation',
});
const claimsOf = (staticData: IDataObject) => staticData.claimedEvents as Claims | undefined;
const NOW = 1_800_000_000_000;

/** The claim and confirm decisions over one call's copy of the static data (what n8n then saves). */
describe('cross-process claims: the decisions of one call', () => {
	it('claims fresh events, drops started ones, and claims nothing while another claim is within its lease', () => {
		const nodeKey = `wf:node-${nextNode++}`;
		const staticData: IDataObject = {
			claimedEvents: {
				'7:1': { token: 'other', at: NOW - 10, emitted: true },
				'7:2': { token: 'other', at: NOW - 10 },
			},
		};
		expect(
			claimEvents([contactCreated(1), contactCreated(3)], 'mine', { nodeKey, staticData }, NOW),
		).toEqual({
			busy: false,
			claimed: [contactCreated(3)],
		});
		expect(claimsOf(staticData)?.['7:3']).toEqual({ token: 'mine', at: NOW });
		expect(
			claimEvents([contactCreated(2), contactCreated(4)], 'mine', { nodeKey, staticData }, NOW),
		).toEqual({ busy: true });
		expect(claimsOf(staticData)?.['7:4']).toBeUndefined();
	});

	it('takes over a claim older than the lease', () => {
		const staticData: IDataObject = {
			claimedEvents: { '7:5': { token: 'gone', at: NOW - CLAIM_LEASE_MS - 1 } },
		};
		expect(
			claimEvents(
				[contactCreated(5)],
				'mine',
				{ nodeKey: `wf:node-${nextNode++}`, staticData },
				NOW,
			),
		).toEqual({
			busy: false,
			claimed: [contactCreated(5)],
		});
		expect(claimsOf(staticData)?.['7:5']).toEqual({ token: 'mine', at: NOW });
	});

	it("starts the events whose stored claim holds the confirm's token, once, and leaves another token's to it", () => {
		const nodeKey = `wf:node-${nextNode++}`;
		const staticData: IDataObject = {
			claimedEvents: { '7:6': { token: 'mine', at: NOW }, '7:7': { token: 'other', at: NOW } },
		};
		const confirm = () =>
			confirmClaims(
				[contactCreated(6), contactCreated(7)],
				'mine',
				{ nodeKey, staticData },
				NOW + 1,
			);
		expect(confirm()).toEqual({ emit: [contactCreated(6)], decided: ['7:6'], pending: ['7:7'] });
		expect(claimsOf(staticData)).toEqual({
			'7:6': { token: 'mine', at: NOW + 1, emitted: true },
			'7:7': { token: 'other', at: NOW },
		});
		// The same confirm again starts nothing more.
		expect(confirm()).toEqual({ emit: [], decided: ['7:6'], pending: ['7:7'] });
	});

	it('writes again a claim that a concurrent save erased, and starts it at the next round', () => {
		const nodeKey = `wf:node-${nextNode++}`;
		const staticData: IDataObject = {};
		expect(confirmClaims([contactCreated(8)], 'mine', { nodeKey, staticData }, NOW)).toEqual({
			emit: [],
			decided: [],
			pending: ['7:8'],
		});
		expect(claimsOf(staticData)).toEqual({ '7:8': { token: 'mine', at: NOW } });
		expect(
			confirmClaims(
				[contactCreated(8)],
				'mine',
				{ nodeKey, staticData: structuredClone(staticData) },
				NOW + 1,
			),
		).toEqual({
			emit: [contactCreated(8)],
			decided: ['7:8'],
			pending: [],
		});
	});
});
