import { ACCOUNT } from './account';
import { startSandbox } from './server';

/** `npm run sandbox`: the simulator on 127.0.0.1:SANDBOX_PORT (default 4010). */
async function main(): Promise<void> {
	const port = Number(process.env.SANDBOX_PORT ?? 4010);
	const sandbox = await startSandbox({ port });
	console.log(`HubSpot sandbox listening on ${sandbox.baseUrl}`);
	console.log(`  hub id:            ${ACCOUNT.hubId}`);
	console.log(`  private-app token: ${ACCOUNT.privateAppToken}`);
	console.log(`  developer key:     ${ACCOUNT.developerApiKey}  (app id ${ACCOUNT.appId})`);
	console.log(`  OAuth client id:   ${ACCOUNT.clientId}`);
	console.log(`  OAuth secret:      ${ACCOUNT.clientSecret}`);
	console.log(`  install page:      ${sandbox.baseUrl}/oauth/authorize`);
	const stop = () => void sandbox.close().then(() => process.exit(0));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

void main();
