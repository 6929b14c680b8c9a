import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { namedCreate } from '../../helpers/namedCreate';
import { campaignProperties, campaignPropertyFields } from './campaignFields';

/** POST /marketing/v3/campaigns: a new campaign; the answer's `id` is its GUID. */
export const { description, execute } = namedCreate({
	resource: 'campaign',
	nameDescription: 'The campaign name (HubSpot refuses a name another campaign has)',
	fields: campaignPropertyFields,
	endpoint: ENDPOINTS.campaigns,
	body: (ctx, name, fields, itemIndex) => ({
		properties: { ...campaignProperties(ctx, fields, itemIndex), hs_name: name },
	}),
});
