export {
	searchChannelAccounts,
	searchChannels,
	searchInboxes,
} from '../../shared/conversations/pickers';
