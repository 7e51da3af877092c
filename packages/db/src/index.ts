export * from './client.js';
export * as schema from './schema/index.js';
export { seedDemoMembers, seedShell } from './seed/index.js';
export { welcomeBlockKey } from './seed/stores.js';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts.js';
export { type NotificationChannel, openNotificationChannel } from './notify.js';
