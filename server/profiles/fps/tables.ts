export interface UserFpsTable {
  user_id: string;
  /** 'fps_id' | 'phone' | 'email' */
  kind: string;
  /** normalised: digits, +852-NNNNNNNN, or lower-case e-mail */
  value: string;
  updated_at: number;
}

export interface FpsTables {
  user_fps: UserFpsTable;
}
