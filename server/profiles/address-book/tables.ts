/** Buyers' delivery addresses, sellers' store-pickup addresses and payment codes. */
export interface AddressesTable {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  address: string;
  /** the area of Hong Kong (contract/delivery-fees.ts HK_AREAS), null when not known; prices delivery by area */
  area: string | null;
  /** 0/1; at most one 1 per user (partial unique index) */
  is_default: number;
  created_at: number;
  updated_at: number;
}

export interface PickupAddressesTable {
  id: string;
  seller_id: string;
  name: string;
  address: string;
  hours: string | null;
  phone: string | null;
  /** the district of Hong Kong (contract/hk-districts.ts), null when not known; for the market's nearest pickup */
  district: string | null;
  created_at: number;
  updated_at: number;
}

export interface PaymentCodesTable {
  id: string;
  seller_id: string;
  type: string;
  label: string;
  /** canonical file path of the stored QR image */
  image: string;
  created_at: number;
  /** removed codes stay so that sales paid with them keep pointing at something */
  removed_at: number | null;
}

export interface AddressBookTables {
  user_addresses: AddressesTable;
  pickup_addresses: PickupAddressesTable;
  payment_codes: PaymentCodesTable;
}
