export { searchInboxes } from '../../shared/conversations/pickers';
