import { updateDisplayOptions } from 'n8n-workflow';
import { setActive } from '../../helpers/setActive';
import { subscriptionLocator } from '../../helpers/subscriptionLocator';

export const description = updateDisplayOptions({ show: { resource: ['subscription'], operation: ['activate'] } }, [subscriptionLocator]);

export const execute = setActive(true);
