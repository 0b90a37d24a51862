/**
 * Passwords of 8+ characters that top the public breach-frequency lists (and local favourites),
 * refused at sign-up. Compared lower-cased, so "Password1" is refused like "password1".
 */
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pass1234 password!
12345678 123456789 1234567890 0123456789 87654321 987654321 11111111 00000000 88888888 66666666
12341234 11223344 12121212 123123123 147258369 741852963 159357456 123456789a 1234567a 11112222
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx qazwsxedc
qweasdzxc 123qweasd asdfghjk asdfasdf asdf1234 zxcvbnm1 zxcvbnm123 abcd1234 1234abcd qwer1234
1234qwer a1234567 aa123456 abc12345 abcdefgh iloveyou iloveyou1 iloveyou2 sunshine sunshine1
princess princess1 football football1 baseball baseball1 welcome1 welcome123 admin123 administrator
superman superman1 batman123 starwars whatever dragon12 monkey123 computer internet michael1
jennifer jordan23 liverpool chelsea1 arsenal1 manchester trustno1 letmein1 letmein123 changeme
default1 login123 secret123 test1234 testtest shopping customer seller123 stallfeed stallfeed1
hongkong hongkong1 woaini1314 5201314520 52013141 wo123456 qq123456 aaaaaaaa abcabcabc
charlie1 freedom1 shadow12 master12 mustang1 michelle jessica1 babygirl1 lovely123 samsung1
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
