import { updateDisplayOptions } from 'n8n-workflow';
import { setActive } from './setActive';
import { subscriptionLocator } from './subscriptionLocator';

export const description = updateDisplayOptions(
	{ show: { resource: ['subscription'], operation: ['activate'] } },
	[subscriptionLocator],
);

export const execute = setActive(true);
