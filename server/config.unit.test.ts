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
  it('scale-out settings (docs/deploy.md): S3, schema and Redis prefix, off by default', () => {
    const plain = loadConfig({});
    expect(plain.S3_BUCKET).toBeUndefined();
    expect(plain.DATABASE_SCHEMA).toBeUndefined();
    expect(plain.REDIS_PREFIX).toBe('stallfeed:');
    const s3 = loadConfig({
      S3_BUCKET: 'images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'stallfeed/',
      DATABASE_SCHEMA: 'market_1',
    });
    expect(s3).toMatchObject({ S3_BUCKET: 'images', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({ S3_BUCKET: 'images' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY must be set/);
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_PREFIX: 'no-slash' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'x; drop table users' })).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
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
