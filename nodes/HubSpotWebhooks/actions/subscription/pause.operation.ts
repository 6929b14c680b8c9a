import { updateDisplayOptions } from 'n8n-workflow';
import { setActive } from './setActive';
import { subscriptionLocator } from './subscriptionLocator';

export const description = updateDisplayOptions(
	{ show: { resource: ['subscription'], operation: ['pause'] } },
	[subscriptionLocator],
);

export const execute = setActive(false);
