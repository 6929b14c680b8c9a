import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { routeOperation } from '../../shared/router';
import * as settings from './settings';
import * as subscription from './subscription';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperation.call(this, {
		subscription: {
			activate: subscription.activate,
			pause: subscription.pause,
			getMany: subscription.getMany,
			create: subscription.create,
			delete: subscription.deleteSubscription,
		},
		settings: { get: settings.get, setTargetUrl: settings.setTargetUrl },
	});
}
