import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import type { Endpoint } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { emailLocator, readEmailId } from '../../helpers/emails';
import { pathSegment } from '../../../shared/transport/paths';

/** The Email field of Publish or Unpublish. */
export const publishingDescription = (operation: 'publish' | 'unpublish') =>
	updateDisplayOptions({ show: { resource: ['email'], operation: [operation] } }, [emailLocator]);

/**
 * Publishes or unpublishes each item's email (HubSpot answers 204, no body): the output item names
 * the email and whether it is now published.
 */
export async function setPublished(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	endpoint: Endpoint,
	published: boolean,
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(ctx, items, (itemIndex) => {
		const id = readEmailId(ctx, itemIndex);
		const emailIdSegment = pathSegment(ctx, id, 'Email', itemIndex);
		return async () => {
			await hubSpotApi(ctx, {
				method: 'POST',
				endpoint,
				segments: { emailId: emailIdSegment },
				itemIndex,
			});
			return { emailId: id, published };
		};
	});
}
