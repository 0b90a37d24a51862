/**
 * Every error code the server can send, once, with its HTTP status and its text in each language.
 * Codes are 5 digits: the first three are the HTTP status, the last two number the reason.
 * `40015` is fixed by the specification: the session token is missing, unknown, expired or revoked.
 */
import { type LocalizedText, SESSION_INVALID_CODE } from './localized-message';

export type { Locale, LocalizedText } from './localized-message';
export {
  decodeLocalizedMessage,
  encodeLocalizedMessage,
  I18N_MARKER,
  SESSION_INVALID_CODE,
} from './localized-message';

export interface ErrorDef {
  code: number;
  status: number;
  /** true when a person can cause it from the UI: the message is sent with the `i18n:` marker */
  localized: boolean;
  message: LocalizedText;
}

function def(code: number, status: number, localized: boolean, en: string, hk: string, cn: string): ErrorDef {
  return { code, status, localized, message: { en, 'zh-HK': hk, 'zh-CN': cn } };
}

export const ERRORS = {
  validation: def(40000, 400, true, 'Some fields are not valid.', '部分欄位無效。', '部分字段无效。'),
  malformedJson: def(
    40001,
    400,
    false,
    'The request body is not valid JSON.',
    '請求內容不是有效的 JSON。',
    '请求内容不是有效的 JSON。',
  ),
  weakPassword: def(
    40002,
    400,
    true,
    'This password is too common. Choose another one.',
    '此密碼太常見，請選擇其他密碼。',
    '此密码太常见，请选择其他密码。',
  ),
  badUpload: def(
    40003,
    400,
    true,
    'Only image files can be uploaded.',
    '只可上載圖片檔案。',
    '只能上传图片文件。',
  ),
  imageTooLarge: def(
    40004,
    400,
    true,
    'This image has too many pixels.',
    '此圖片像素過多。',
    '此图片像素过多。',
  ),
  sessionInvalid: def(
    SESSION_INVALID_CODE,
    401,
    true,
    'Please log in again.',
    '請重新登入。',
    '请重新登录。',
  ),
  badCredentials: def(
    40101,
    401,
    true,
    'The email or password is incorrect.',
    '電郵或密碼不正確。',
    '邮箱或密码不正确。',
  ),
  forbidden: def(
    40300,
    403,
    true,
    'You are not allowed to do this.',
    '你無權執行此操作。',
    '你无权执行此操作。',
  ),
  sellerOnly: def(
    40301,
    403,
    true,
    'Only seller accounts can do this.',
    '只有賣家帳戶可以執行此操作。',
    '只有卖家账户可以执行此操作。',
  ),
  notFound: def(40400, 404, true, 'Not found.', '找不到。', '找不到。'),
  productNotFound: def(40402, 404, true, 'Product information not found', '找不到產品資料', '找不到产品信息'),
  routeNotFound: def(
    40401,
    404,
    false,
    'There is no such API call.',
    '沒有此 API 調用。',
    '没有此 API 调用。',
  ),
  conflict: def(
    40900,
    409,
    true,
    'This conflicts with existing data.',
    '與現有資料衝突。',
    '与现有数据冲突。',
  ),
  emailTaken: def(
    40901,
    409,
    true,
    'An account with this email already exists.',
    '此電郵已有帳戶。',
    '此邮箱已有账户。',
  ),
  usernameTaken: def(40902, 409, true, 'This username is taken.', '此用戶名已被使用。', '此用户名已被使用。'),
  barcodeTaken: def(
    40903,
    409,
    true,
    'You already have a product with this barcode.',
    '你已有使用此條碼的產品。',
    '你已有使用此条码的产品。',
  ),
  payloadTooLarge: def(
    41300,
    413,
    true,
    'The request or file is too large.',
    '請求或檔案過大。',
    '请求或文件过大。',
  ),
  unsupportedMedia: def(
    41500,
    415,
    false,
    'Send JSON or multipart/form-data.',
    '請使用 JSON 或 multipart/form-data。',
    '请使用 JSON 或 multipart/form-data。',
  ),
  rateLimited: def(
    42900,
    429,
    true,
    'Too many attempts. Please wait a few minutes and try again.',
    '嘗試次數過多，請稍候幾分鐘再試。',
    '尝试次数过多，请稍候几分钟再试。',
  ),
  // ---- orders, cart, checkout, point of sale, addresses, payment codes (issues 5 and 6) ----
  cartEmpty: def(40030, 400, true, 'The cart is empty.', '購物車是空的。', '购物车是空的。'),
  deliveryMissing: def(
    40031,
    400,
    true,
    'Choose a delivery address or store pickup for every seller.',
    '請為每位賣家選擇送貨地址或門市自取。',
    '请为每位卖家选择送货地址或门店自取。',
  ),
  limitReached: def(40032, 400, true, 'You have reached the limit.', '已達上限。', '已达上限。'),
  notYourProduct: def(
    40330,
    403,
    true,
    'You can only sell your own products.',
    '你只可以出售自己的產品。',
    '你只能出售自己的产品。',
  ),
  outOfStock: def(40930, 409, true, 'Not enough stock.', '庫存不足。', '库存不足。'),
  alreadyInCart: def(
    40931,
    409,
    true,
    'The product is already in the cart.',
    '產品已在購物車內。',
    '产品已在购物车内。',
  ),
  orderState: def(
    40932,
    409,
    true,
    'The order cannot do this in its current state.',
    '訂單目前的狀態不能進行此操作。',
    '订单当前的状态不能进行此操作。',
  ),
  idempotencyReused: def(
    40933,
    409,
    false,
    'This idempotency_key was already used for another request.',
    '此 idempotency_key 已用於另一個請求。',
    '此 idempotency_key 已用于另一个请求。',
  ),
  productUnavailable: def(
    40934,
    409,
    true,
    'This product is no longer for sale.',
    '此產品已停售。',
    '此产品已停售。',
  ),
  internal: def(
    50000,
    500,
    false,
    'Something went wrong on our side.',
    '伺服器發生錯誤。',
    '服务器发生错误。',
  ),
  unavailable: def(
    50300,
    503,
    false,
    'The server is shutting down. Please retry.',
    '伺服器正在關閉，請重試。',
    '服务器正在关闭，请重试。',
  ),
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;
