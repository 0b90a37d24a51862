import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
  });
  it('refuses bad values with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL .*\(got "loud"\)/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
  it('accepts PostgreSQL and Redis URLs', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u@h/db', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config.DATABASE_URL).toBe('postgresql://u@h/db');
  });
  it('single sign-on: all three SSO_ settings or none', () => {
    expect(loadConfig({}).SSO_ISSUER).toBeUndefined();
    const sso = loadConfig({
      SSO_ISSUER: 'https://id.example',
      SSO_CLIENT_ID: 'stallfeed',
      SSO_CLIENT_SECRET: 'secret',
    });
    expect(sso).toMatchObject({
      SSO_ISSUER: 'https://id.example',
      SSO_CLIENT_ID: 'stallfeed',
      SSO_NAME: 'single sign-on',
    });
    expect(() => loadConfig({ SSO_ISSUER: 'https://id.example', SSO_CLIENT_ID: 'stallfeed' })).toThrow(
      /SSO_CLIENT_SECRET must be set with the other SSO_ settings/,
    );
    expect(() => loadConfig({ SSO_CLIENT_SECRET: 'x' })).toThrow(/SSO_ISSUER/);
    expect(() =>
      loadConfig({ SSO_ISSUER: 'id.example', SSO_CLIENT_ID: 'a', SSO_CLIENT_SECRET: 'b' }),
    ).toThrow(/SSO_ISSUER must be a http\(s\):\/\/ URL/);
  });
});
