/** The node's pickers: the account's forms. */
export { searchForms } from '../../shared/forms/pickers';
