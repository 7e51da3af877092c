/**
 * Passwords others guess first (NIST SP 800-63B §3.1.1.2: compare a chosen password against values known to be
 * commonly used, expected or compromised, dictionary words, repetitive or sequential characters, and words of the
 * service itself). Checked where a password is chosen, never where one is typed to be compared: a password chosen
 * before this rule still opens what it opened.
 */

/**
 * The most used passwords of the public breach corpora (the top of the usual lists) that a password rule of letters
 * and digits lets through, and the words of this service and its buyers. Lowercase; compared without case.
 */
const COMMON = new Set([
  'password', 'passw0rd', 'password1', 'password12', 'password123', 'pass123', 'pass1234', 'passpass', 'p4ssw0rd',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'qwertz', 'azerty', 'asdfgh', 'asdfghjkl', 'zxcvbn',
  'zxcvbnm', 'qazwsx', 'qazwsxedc', '1qaz2wsx', 'zaq12wsx', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'q1w2e3r4t5',
  'qwe123', '123qwe', 'asd123', 'asdf1234', 'abc123', 'abcd1234', 'abc12345', 'aa123456', 'a123456', 'a1b2c3', 'a1b2c3d4',
  '1a2b3c', 'iloveyou', 'iloveyou1', 'letmein', 'letmein1', 'welcome', 'welcome1', 'welcome123', 'monkey', 'monkey1',
  'dragon', 'master', 'shadow', 'sunshine', 'princess', 'princess1', 'football', 'football1', 'baseball', 'baseball1',
  'basketball', 'soccer', 'hockey', 'superman', 'batman', 'starwars', 'trustno1', 'whatever', 'freedom', 'killer',
  'michael', 'jennifer', 'jessica', 'michelle', 'ashley', 'bailey', 'charlie', 'daniel', 'andrew', 'joshua', 'thomas',
  'george', 'jordan', 'jordan23', 'taylor', 'matthew', 'hannah', 'maggie', 'ginger', 'pepper', 'buster', 'tigger',
  'cookie', 'cheese', 'flower', 'summer', 'silver', 'orange', 'hammer', 'merlin', 'mustang', 'corvette', 'harley',
  'ranger', 'thunder', 'yankees', 'dallas', 'austin', 'chelsea', 'diamond', 'matrix', 'secret', 'secret1', 'internet',
  'computer', 'access', 'login', 'admin', 'admin1', 'admin123', 'administrator', 'root', 'toor', 'changeme', 'default',
  'guest', 'test123', 'test1234', 'testing', 'temp123', 'hello', 'hello1', 'hello123', 'lovely', 'loveme', 'ninja',
  'pokemon', 'naruto', 'samsung', 'google', 'apple', 'blink182', 'liverpool', 'arsenal', 'chocolate', 'butterfly',
  'purple', 'jesus', 'angel', 'angels', 'family', 'forever', 'banana', 'peanut', 'sparky', 'snoopy', 'abcdef', 'abcabc',
  '5201314', '147258369', '159753', '159357', '753951', '147258', '258369', '741852963', '963852741', '102030',
  '123123', '123321', '112233', '121212', '131313', '101010', '112358', '696969', '123654', '123456a', '123456q',
  // The service, its buyers and its AACs.
  'advantage', 'gsaadvantage', 'gsa123', 'gsagsa', 'government', 'federal', 'agency', 'supervisor', 'purchase',
  'procurement', 'aacpass', 'aac123', 'aacpassword', 'marines', 'semperfi', 'usmc1775', 'military', 'armyarmy',
]);

/** Runs that a sequential password follows: digits, the alphabet and the keyboard's rows and columns. */
const RUNS = ['01234567890', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p', '1q2w3e4r5t6y7u8i9o0p'];

/** The whole password is a stretch of a run, forwards or backwards (123456, 987654, abcdef, qwerty, 1q2w3e4r). */
function isSequence(p: string): boolean {
  return RUNS.some((run) => run.includes(p) || [...run].reverse().join('').includes(p));
}

/** The whole password is one to three characters said again and again (aaaaaa, 111111, 121212, abcabc, 123123). */
function isRepetition(p: string): boolean {
  for (let unit = 1; unit <= 3 && unit * 2 <= p.length; unit++) {
    if (p.length % unit === 0 && p === p.slice(0, unit).repeat(p.length / unit)) return true;
  }
  return false;
}

/** The password without a year or a few digits added at its end (password2024, dragon1), when that leaves a word. */
function stemOf(p: string): string | undefined {
  const stem = p.replace(/\d{1,4}$/, '');
  return stem !== p && stem.length >= 4 ? stem : undefined;
}

const guessable = (p: string) => COMMON.has(p) || isSequence(p) || isRepetition(p);

/** True when `password` is one others would guess first: a common password, alone or with digits added, a sequence or a repetition. */
export function isGuessablePassword(password: string): boolean {
  const p = password.toLowerCase();
  const stem = stemOf(p);
  return guessable(p) || (stem !== undefined && guessable(stem));
}

/** True when `password` is a word of its context (the AAC it protects), alone or with digits added. */
export function namesContext(password: string, context: readonly string[]): boolean {
  const p = password.toLowerCase();
  const stem = stemOf(p);
  return context.some((word) => word.length > 0 && (p === word.toLowerCase() || stem === word.toLowerCase()));
}
