/**
 * The most common leaked passwords of 8 or more characters (shorter ones already fail the length
 * rule), lower-cased, from the public top-password lists (RockYou, HIBP/NCSC top 100k, NordPass
 * yearly lists), plus the site's own name. Checked case-insensitively.
 */
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
passwort motdepasse contraseña contrasena wachtwoord
12345678 123456789 1234567890 12345678910 0123456789 01234567 87654321 987654321 9876543210
11111111 111111111 1111111111 22222222 33333333 44444444 55555555 66666666 77777777 88888888
99999999 00000000 000000000 0000000000 12341234 11223344 12121212 13131313 12344321 11112222
123123123 123321123 112233445566 123456123456 1234512345 1234567899 123456789a 123456789q
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 !qaz2wsx 1qazxsw2
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwerty123456 qwertyu1 qwert123 qwe123qwe
asdfghjk asdfghjkl asdf1234 asdfasdf zxcvbnm1 zxcvbnm123 qazwsxedc qazwsx123 q1w2e3r4 q1w2e3r4t5
abcd1234 abc12345 abc123456 abcdefgh abcdefg1 abcdefghi a1b2c3d4 aa123456 a12345678 a123456789
iloveyou iloveyou1 iloveyou2 ilovegod ilovemom ilovemydog ilovemycat ilovecats ilovedogs iloveu2
sunshine sunshine1 princess princess1 football football1 baseball basketball soccer123
superman batman123 spiderman starwars starwars1 pokemon1 pokemon123 naruto123 minecraft
minecraft1 fortnite1 whatever whatever1 trustno1 letmein1 letmein123 welcome1 welcome123
welcome12 computer computer1 internet michelle jennifer jessica1 jordan23 michael1 charlie1
liverpool chelsea1 arsenal1 manchester barcelona juventus 1234qwer qwer1234 monkey12 monkey123
dragon12 dragon123 shadow12 master12 master123 mustang1 jordan123 hunter12 hunter123 killer12
freedom1 matrix123 blink182 myspace1 rockyou1 lovely123 loveme12 lovelove babygirl babygirl1
butterfly chocolate chocolate1 cookie123 pepper123 snoopy123 peanut123 tigger123 jasmine1
flower123 flowers1 family123 forever1 friends1 hello123 hello1234 helloworld hellokitty
secret12 secret123 changeme changeme1 changeme123 default1 administrator admin123 admin1234
administrator1 root1234 login123 guest123 test1234 testing1 testing123 user1234 access14
summer2023 summer2024 summer2025 summer2026 winter2023 winter2024 winter2025 winter2026
spring2024 spring2025 spring2026 autumn2024 autumn2025 autumn2026 password2023 password2024
password2025 password2026 welcome2024 welcome2025 welcome2026 december christmas christmas1
halloween valentine valentine1 fuckyou1 fuckyou123 asshole1 bigdaddy bulldogs charlotte
elephant pinkpink sweetheart sweetpea 88888888a 147258369 159753456 741852963 963852741
123654789 147852369 159357456 789456123 456789123 321654987 5201314520 woaini1314 aaaaaaaa
qqqqqqqq zzzzzzzz samsung1 samsung123 google123 iphone123 apple123 facebook1 linkedin1
dolphins midnight1 jackson1 thomas123 anthony1 nicole123 daniel123 andrew123 robert123
william1 victoria1 patricia elizabeth jonathan benjamin alexander1 michaela1 stephanie
puppylove puppy123 doggie123 kitty123 kitten123 kittycat catlover doglover dogsrule catsrule
pawprize pawprize1 pawprize123 petlover petlover1 mydog123 mycat123 goldfish1 rabbit123
hamster1 bandit123 buster123 max12345 bella123 charlie123 lucky123 daisy123 molly123 rocky123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
