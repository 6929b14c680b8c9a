import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import { firstPage } from '../helpers/firstPage';

/** The account's blog tags, by name, for a post's Tags. */
export async function getTags(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const tags = await unlessRefused(firstPage(this, ENDPOINTS.blogTags), SCOPES.content);
	if ('missingScope' in tags) return unlisted('Tags', tags.missingScope);
	return tags.value
		.map((tag) => ({ name: String(tag.name ?? tag.id), value: String(tag.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** The account's landing page folders, by name, for a landing page's Folder. */
export async function getLandingPageFolders(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const folders = await unlessRefused(
		firstPage(this, ENDPOINTS.landingPageFolders),
		SCOPES.content,
	);
	if ('missingScope' in folders) return unlisted('Folders', folders.missingScope);
	return folders.value
		.map((folder) => ({ name: String(folder.name ?? folder.id), value: String(folder.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}
