import { objectId, hexFromSeed } from './ids';
import { hashPassword } from './passwords';
import { type MockDb } from './mock-db';
import { type PublicUser, type UserRecord } from './types';

export function toPublicUser(user: UserRecord): PublicUser {
  const { passwordHash: _passwordHash, ...rest } = user;
  return { ...rest, plugins: [...rest.plugins] };
}

export function findUserById(db: MockDb, id: string): UserRecord | undefined {
  return db.state.users.find((user) => user.id === id);
}

export function findUserByEmail(db: MockDb, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.state.users.find((user) => user.email.toLowerCase() === wanted);
}

export interface NewUserInput {
  name: string;
  email: string;
  username: string;
  password: string;
}

/** Creates a registered free user (no subscription). */
export function createFreeUser(db: MockDb, input: NewUserInput): UserRecord {
  const id = objectId(db.clock.now());
  const at = db.clock.iso();
  const email = input.email.trim().toLowerCase();
  const user: UserRecord = {
    id,
    provider: 'local',
    email,
    name: input.name.trim(),
    username: input.username.trim() || email.split('@')[0] || email,
    avatar: null,
    role: 'USER',
    emailVerified: true,
    plugins: [],
    createdAt: at,
    updatedAt: at,
    subscription_type: '',
    payment_interval: '',
    is_free_user: true,
    user_pid: `pid-${hexFromSeed(id, 12)}`,
    is_member: false,
    auth_version: 'v2',
    passwordHash: hashPassword(id, input.password),
  };
  db.state.users.push(user);
  return user;
}

export function setPassword(db: MockDb, user: UserRecord, password: string): void {
  user.passwordHash = hashPassword(user.id, password);
  user.updatedAt = db.clock.iso();
}
