/** wallet addresses linked to accounts (migration 0011, docs/decisions/0101-sign-in-with-ethereum.md) */
export interface WalletAddressesTable {
  /** lower-case 0x address: the primary key makes one address belong to one account */
  address: string;
  user_id: string;
  created_at: number;
}

/** Sign-In with Ethereum nonces: single use, 10 minutes */
export interface WalletNoncesTable {
  nonce: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface WalletTables {
  wallet_addresses: WalletAddressesTable;
  wallet_nonces: WalletNoncesTable;
}
