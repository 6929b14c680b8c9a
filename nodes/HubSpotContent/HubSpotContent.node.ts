import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { resourcesOf, routeOperation } from '../shared/execution/router';
import { operationSubtitle } from '../shared/execution/subtitles';
import * as blogAuthor from './actions/blogAuthor/BlogAuthor.resource';
import * as blogPost from './actions/blogPost/BlogPost.resource';
import * as hubDbRow from './actions/hubDbRow/HubDbRow.resource';
import * as hubDbTable from './actions/hubDbTable/HubDbTable.resource';
import * as landingPage from './actions/landingPage/LandingPage.resource';
import * as sitePage from './actions/sitePage/SitePage.resource';
import * as urlRedirect from './actions/urlRedirect/UrlRedirect.resource';
import * as listSearch from './methods/listSearch';
import * as loadOptions from './methods/loadOptions';
import * as resourceMapping from './methods/resourceMapping';

// Content is reached with an OAuth token or a private-app token.
const auth = authentication(['oAuth2', 'appToken']);

/**
 * The node's resources, in the Resource selector's order (`resourcesOf`: adding one is its import and
 * its entry here).
 */
const RESOURCES = [
	{ name: 'Blog Author', value: 'blogAuthor', module: blogAuthor },
	{ name: 'Blog Post', value: 'blogPost', module: blogPost },
	{ name: 'HubDB Row', value: 'hubDbRow', module: hubDbRow },
	{ name: 'HubDB Table', value: 'hubDbTable', module: hubDbTable },
	{ name: 'Landing Page', value: 'landingPage', module: landingPage },
	{ name: 'Site Page', value: 'sitePage', module: sitePage },
	{ name: 'URL Redirect', value: 'urlRedirect', module: urlRedirect },
] as const;

/** The node's resources and their operations, for the router, and their fields. */
const { resources, resourceFields } = resourcesOf(RESOURCES, 'blogAuthor');
export { resources };

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [auth.property, ...resourceFields];

export class HubSpotContent implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Content',
		name: 'hubSpotContent',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			'Create, schedule and publish HubSpot blog posts, site pages and landing pages; build, fill and publish HubDB tables; manage URL redirects and blog authors',
		defaults: { name: 'HubSpot Content' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties,
	};

	methods = { listSearch, loadOptions, resourceMapping };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
