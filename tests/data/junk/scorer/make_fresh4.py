"""Generate fresh4.tsv, a blind held-out split of Usenet titles (junk vs legit).

How it was written
------------------
Blind: the author of this file did not open, read, grep, run or import the project's junk filter or scorer
(plugins/usenet_ops/domain/junk*.py, junk_score_model.py), its rule table (include/seed/junk_rules.tsv), any
other file under tests/data/junk/, docs/junk-rules.md, docs/adr/*, the README's junk sections, or any test
about junk/filters/the scorer, nor their git history, and did not run `usenet-ops filters ...`. Nothing from
the repository was used except the output format (LABEL<TAB>FAMILY<TAB>TITLE). No web corpus was searched.

Knowledge used: general knowledge of email/web/forum/Usenet/SMS/social-media spam and scams (the kinds of
things described in FTC consumer alerts, security-vendor reports and Wikipedia's spam/scam articles), and of
how Usenet releases are named (scene and P2P naming, anime fansub naming, music/ebook/comic/magazine naming,
software/game/ISO names, yEnc posting subjects). All phrasings were written from memory for this file; no
list was copied from any file in the repository.

Junk half (900 titles, 31 intents, 29 or 30 titles each, i.e. about 3.2% per intent, none above 8%):
pharma, weight-loss, crypto-invest, forex-signals, work-from-home, loans-debt, gambling, dating-adult,
replica-luxury, advance-fee (419), lottery-prize, phishing, tech-support, fake-codec bait, password-lure
bait, seo-marketing, diplomas-essays, timeshare-property, insurance-warranty, miracle-cure, followers,
iptv-accounts, stock-pump, fake-job, giftcard-freebie, software-keys, romance-scam, psychic, fake-charity,
sextortion, word-salad (hash-busting noise wrapped round a call to action). Each intent has several angles
(seller pitch, testimonial, warning/urgency, listing/offer, question, headline); 3 titles per intent (about
10%) are in another language (German, Spanish, French, Italian, Dutch, Portuguese, Russian, Chinese, Polish,
Turkish). Surface noise is added at random: case games, dots/underscores/dashes for spaces, decoration
(stars, arrows, emoji, brackets), a domain, a contact handle or phone number, padding tokens, letter
spacing or leetspeak of a word, a yEnc posting shell, Re:/Fwd: prefixes.

Legit half (about 2,100 titles): about three quarters structured release names (scene/P2P TV episodes and
season packs, daily shows, films, anime fansubs, scene and P2P music, audiobooks, ebooks, comics, magazines,
software, games, Linux ISOs, sports, foreign-language scene, XXX scene) and about a quarter names without
release structure (bare film/series/book/album/game titles, singles, podcasts, lectures/courses, radio,
sermons, sports matches, news broadcasts, home-made collections). Real works are used, including at a
modest rate works whose names read like ads or address the reader (money/self-help books, property and
business TV, songs about money or love, films such as "Catch Me If You Can"). Some titles carry a yEnc
posting shell; some are in other scripts.

Determinism: random.Random(SEED) with SEED = 20240404; run `python tests/data/junk/scorer/make_fresh4.py`
to rewrite fresh4.tsv byte for byte. No title was added, dropped or reworded after looking at any filter
output: no filter or scorer was run on this data by its author.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

SEED = 20240404
OUT = Path(__file__).with_name("fresh4.tsv")

Slots = dict[str, list[str]]

# ---------------------------------------------------------------------------------------------------------
# Shared slot values for junk templates
# ---------------------------------------------------------------------------------------------------------

COMMON: Slots = {
    "amt_small": ["$200", "$350", "$500", "$1,000", "€300", "£250", "$427", "$800", "$150", "$2,000"],
    "amt_big": ["$10,000", "$25,000", "$7,500", "$50k", "$100,000", "€12.000", "$8,431", "£30,000"],
    "usd": ["$4.5 million", "US$10,500,000", "$2,800,000.00", "£1.2M", "€7,850,000", "USD 15.5 Million",
            "$950,000", "$21,300,000"],
    "usd_small": ["$49", "$99", "$19.99", "$250", "$600", "$1,200", "$39.95", "$75", "$500"],
    "n": ["10", "20", "30", "50", "100", "500", "25", "40"],
    "days": ["7", "10", "14", "21", "30"],
    "pct": ["10", "30", "50", "70", "200", "300", "500", "25", "90"],
    "price": ["0.99", "1.50", "2.99", "9", "19", "29", "49", "99", "4.95"],
    "city": ["Chicago", "Houston", "Leeds", "Manchester", "Toronto", "Sydney", "Phoenix", "Dallas", "Denver",
             "Birmingham", "Atlanta", "Orlando", "Glasgow", "Perth"],
    "city_de": ["Berlin", "Hamburg", "München", "Köln", "Frankfurt", "Stuttgart", "Leipzig"],
    "name": ["Anna", "Katya", "Jessica", "Olga", "Mia", "Sophie", "Natasha", "Linda", "Vika", "Chloe", "Ashley"],
    "name_ru": ["Света", "Катя", "Ольга", "Наташа", "Юля"],
    "lname": ["Williams", "Okafor", "Johnson", "Mensah", "Adeyemi", "Smith", "Robinson", "Chukwu", "Martins"],
    "age": [str(a) for a in range(19, 46)],
    "film": ["Deadpool and Wolverine", "Oppenheimer", "Dune Part Two", "Inside Out 2", "Gladiator II",
             "Wicked", "Twisters", "Joker Folie a Deux", "Alien Romulus", "Venom The Last Dance", "Moana 2",
             "Mufasa", "Sonic the Hedgehog 3", "Avatar 3", "Top Gun Maverick", "Barbie"],
    "show": ["House of the Dragon", "The Boys", "Shogun", "The Last of Us", "Stranger Things", "Squid Game",
             "The Bear", "Fallout", "Severance", "Andor"],
    "album": ["Taylor Swift - The Tortured Poets Department", "Beyonce - Cowboy Carter", "Kendrick Lamar - GNX",
              "Billie Eilish - Hit Me Hard and Soft", "Charli XCX - Brat", "Sabrina Carpenter - Short n Sweet"],
    "year": ["2023", "2024", "2025"],
    "s": ["1", "2", "3", "4", "5"],
    "e": ["1", "2", "3", "4", "5", "6", "7", "8", "9"],
    "gadget": ["iPhone 15 Pro", "PS5", "Samsung Galaxy S24", "MacBook Air", "Dyson V15", "iPad Pro",
               "iPhone 16", "Nintendo Switch 2", "Apple Watch"],
    "gc": ["Amazon", "Walmart", "Target", "Costco", "Starbucks", "Apple", "Google Play", "Steam", "Tesco",
           "Lidl", "Aldi", "Sephora"],
    "svc": ["PayPal", "Netflix", "Apple ID", "Amazon", "Chase", "Wells Fargo", "DHL", "USPS", "Microsoft 365",
            "HMRC", "Bank of America", "Coinbase", "Steam", "ING", "Sparkasse", "Royal Mail"],
    "zodiac": ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius",
               "Capricorn", "Aquarius", "Pisces"],
}

GENERIC_DOMAIN_WORDS = ["best", "cheap", "24", "online", "shop", "pro", "direct", "hub", "now", "top", "deal",
                        "4u", "club", "365", "world", "zone", "express", "plus"]
TLDS = [".com", ".net", ".biz", ".info", ".ru", ".top", ".xyz", ".online", ".shop", ".cc", ".co", ".pw",
        ".click", ".site", ".store", ".in", ".cn", ".icu"]


def make_domain(rng: random.Random, words: list[str]) -> str:
    """A spammer's domain from intent words, generic words and a cheap TLD."""
    a = rng.choice(words)
    b = rng.choice(GENERIC_DOMAIN_WORDS)
    core = a + b if rng.random() < 0.6 else b + a
    if rng.random() < 0.25:
        core = a + "-" + b
    dom = core.lower() + rng.choice(TLDS)
    r = rng.random()
    if r < 0.25:
        dom = "www." + dom
    elif r < 0.33:
        dom = "http://" + dom
    elif r < 0.38:
        dom = "hxxp://" + dom.replace(".", "[.]", 1)
    elif r < 0.45:
        dom = rng.choice(["bit.ly/", "tinyurl.com/", "t.ly/", "is.gd/"]) + rand_token(rng, 6, mixed=True)
    return dom


def rand_token(rng: random.Random, length: int, mixed: bool = False) -> str:
    alphabet = "abcdefghijkmnopqrstuvwxyz23456789"
    if mixed:
        alphabet += "ABCDEFGHJKLMNPQRSTUVWXYZ"
    return "".join(rng.choice(alphabet) for _ in range(length))


def make_phone(rng: random.Random) -> str:
    def d(k: int) -> str:
        return "".join(rng.choice("0123456789") for _ in range(k))

    forms = [
        lambda: f"+1 (8{d(2)}) {d(3)}-{d(4)}",
        lambda: f"1-888-{d(3)}-{d(4)}",
        lambda: f"0800 {d(3)} {d(3)}",
        lambda: f"+44 7{d(3)} {d(6)}",
        lambda: f"+234 80{d(1)} {d(3)} {d(4)}",
        lambda: f"+49 15{d(1)} {d(7)}",
        lambda: f"+7 9{d(2)} {d(3)}-{d(2)}-{d(2)}",
        lambda: f"(855) {d(3)}-{d(4)}",
    ]
    return rng.choice(forms)()


def make_contact(rng: random.Random) -> str:
    first = rng.choice(["anna", "mike", "crypto", "vip", "support", "promo", "john", "lucky", "doc", "agent",
                        "trader", "help", "sales", "king", "kate"])
    handle = first + rng.choice(["_", "", "."]) + rng.choice(["official", "desk", "team", "777", "88", "2024",
                                                             "pro", "x", "247"])
    forms = [
        f"Telegram @{handle}",
        f"WhatsApp {make_phone(rng)}",
        f"t.me/{handle}",
        f"ICQ {rng.randint(100000000, 999999999)}",
        f"skype: live:{handle}",
        f"wechat: {handle}",
        f"call {make_phone(rng)}",
        f"email {handle}@{rng.choice(['gmail.com', 'outlook.com', 'protonmail.com', 'yandex.ru', 'mail.ru'])}",
        f"text {make_phone(rng)}",
        f"Signal {make_phone(rng)}",
    ]
    return rng.choice(forms)


# ---------------------------------------------------------------------------------------------------------
# Junk intents: family, domain words, English templates, other-language templates, own slots
# ---------------------------------------------------------------------------------------------------------


class Intent:
    def __init__(self, family: str, dom_words: list[str], en: list[str], other: list[str],
                 slots: Slots | None = None) -> None:
        self.family = family
        self.dom_words = dom_words
        self.en = en
        self.other = other
        self.slots = slots or {}


INTENTS: list[Intent] = [
    Intent(
        "junk:pharma", ["pills", "meds", "rx", "pharma", "drugstore", "health"],
        [
            "Buy {drug} online no prescription needed",
            "{drug} {dose} only ${price} per pill - discreet shipping",
            "cheapest {drug} on the net, overnight delivery",
            "My wife noticed the difference after one week of {drug}",
            "WARNING: stop overpaying for {drug} at your local pharmacy",
            "Canadian pharmacy sale: {drug}, {drug2} up to 80% off",
            "need {drug} fast?? no doctor visit, no questions",
            "Doctors hate this: generic {drug} shipped worldwide",
            "Last day of the {drug} discount - order before midnight",
            "men's health: last longer in bed with {drug}",
            "Online Pharmacy - {drug} - {drug2} - Free Airmail Shipping",
            "Is generic {drug} as good as the brand? find out at {dom}",
            "{drug} {dose} x 90 tabs - bonus pills with every order",
        ],
        [
            "{drug} ohne Rezept kaufen - diskreter Versand",
            "Compra {drug} sin receta, envío discreto",
            "Pharmacie en ligne: {drug} pas cher sans ordonnance",
            "{drug} generico senza ricetta, spedizione gratuita",
            "Tani {drug} bez recepty - wysyłka 24h",
            "Купить {drug} без рецепта с доставкой",
        ],
        {
            "drug": ["Viagra", "Cialis", "Levitra", "Tramadol", "Xanax", "Valium", "Oxycodone", "Ambien",
                     "Phentermine", "Sildenafil", "Tadalafil", "Modafinil", "Adderall", "Propecia", "Soma"],
            "drug2": ["Cialis", "Valium", "Xanax", "Kamagra", "Clomid", "Tramadol", "Percocet"],
            "dose": ["100mg", "20mg", "50mg", "10mg", "200mg", "2mg"],
        },
    ),
    Intent(
        "junk:weight-loss", ["slim", "keto", "fatburn", "diet", "lean", "trim"],
        [
            "Lose {n} pounds in {days} days without dieting",
            "This one weird trick melts belly fat overnight",
            "I dropped {n} lbs with {wl} - see my before and after",
            "{wl} - as seen on Shark Tank - rush your bottle today",
            "Burn fat while you sleep! Doctors are stunned",
            "Why is everyone talking about {wl}? trial bottle free",
            "Flat stomach in {days} days - celebrity secret revealed",
            "LAST CHANCE: {wl} {pct}% off today only",
            "nutritionists don't want you to know about this fat burner",
            "Ozempic alternative without injections - order {wl} now",
            "mom of 3 loses {n} lbs with a kitchen spice",
            "Can you really lose weight eating pizza? {wl} says yes",
        ],
        [
            "{n} Kilo in {days} Tagen abnehmen - ohne Diät!",
            "Pierde {n} kilos en {days} días sin dieta",
            "Perdez {n} kg en {days} jours sans régime",
            "Perca {n} kg em {days} dias sem dieta",
            "Val {n} kilo af in {days} dagen zonder dieet",
            "Schudnij {n} kg w {days} dni bez diety",
        ],
        {
            "wl": ["Keto Burn X", "Garcinia Cambogia Extract", "Raspberry Ketone Max", "LeanBelly 3X",
                   "Acai Berry Cleanse", "SlimFast Pro Keto", "GlucoTrim", "ProBurn Ultra", "Lean Belly Juice",
                   "Keto Advanced 1500"],
        },
    ),
    Intent(
        "junk:crypto-invest", ["coin", "btc", "crypto", "bitcoin", "token", "defi"],
        [
            "Turn {amt_small} into {amt_big} with our Bitcoin trading bot",
            "Elon Musk giveaway: send 0.1 BTC, receive 0.2 BTC back",
            "I made {amt_big} in one month with crypto - ask me how",
            "New coin {coin} launching - 1000x guaranteed, presale ends tonight",
            "Bitcoin doubler - guaranteed {pct}% daily returns",
            "Lost crypto to a scam? Our recovery service gets your funds back",
            "Join our VIP pump group - next {coin} signal in 2 hours",
            "Is {coin} the next Bitcoin? Buy before it's too late",
            "FREE AIRDROP: claim 500 {coin} tokens, connect your wallet at {dom}",
            "Passive income with USDT staking - {pct}% APY, withdraw anytime",
            "Quantum AI crypto platform - register free, start earning today",
            "how i retired at 32 with one crypto trick",
        ],
        [
            "Mit Bitcoin in 30 Tagen zum Millionär - kostenlos anmelden",
            "Gana {amt_small} diarios con criptomonedas desde casa",
            "Заработок на криптовалюте от {amt_small} в день без вложений",
            "Bitcoin ile günde {amt_small} kazan - hemen kaydol",
            "比特币投资 每日收益{pct}% 稳赚不赔",
            "Ganhe {amt_small} por dia com bitcoin - sem experiência",
        ],
        {"coin": ["SHIBX", "MoonDoge", "SafeMars", "PEPE2", "ElonCoin", "MetaInu", "BabyFloki", "TRUMPX",
                  "SolMoon"]},
    ),
    Intent(
        "junk:forex-signals", ["fx", "forex", "signals", "trade", "pips", "binary"],
        [
            "Forex signals with 95% accuracy - join our free Telegram",
            "Copy my trades and earn {amt_small} a day",
            "Binary options: double your money in 60 seconds",
            "Gold trading robot EA - proven {pct}% monthly profit",
            "No time to trade? Our account managers trade for you - {pct}% weekly",
            "STOP losing money on forex - my secret indicator revealed",
            "Forex broker bonus: 100% deposit match, withdraw anytime",
            "retired at 35 trading binary options - here's how",
            "free forex course + signals, limited spots",
            "Why do 90% of traders lose? Get my {pips}-pip system",
        ],
        [
            "Segnali forex gratuiti - guadagna {amt_small} al giorno",
            "Sinais de opções binárias 95% de acerto - grupo VIP",
            "Signaux forex gratuits - gagnez {amt_small} par jour",
            "Forex Signale kostenlos - {pct}% Gewinn pro Monat",
        ],
        {"pips": ["100", "500", "50", "1000"]},
    ),
    Intent(
        "junk:work-from-home", ["income", "cash", "earn", "homejobs", "profit", "money"],
        [
            "Make {amt_small} a day working from home - no experience",
            "Single mom earns {amt_big} a month from home - find out how",
            "Get paid to type - {amt_small}/hour, start today",
            "I quit my 9-5 job thanks to this simple system",
            "Earn money online posting links - no skills needed",
            "Easy cash: stuff envelopes at home, $5 per envelope",
            "Google is paying people {amt_small} a day - apply now",
            "WANTED: 50 people to make money from home",
            "Laptop lifestyle: passive income with my Amazon FBA blueprint",
            "Are you tired of being broke? Let me show you",
            "Financial freedom in 90 days - free webinar, seats left",
            "how this student makes {amt_big}/month on autopilot",
        ],
        [
            "Verdienen Sie {amt_small} täglich von zu Hause aus",
            "Trabaja desde casa y gana {amt_small} al día",
            "Verdien {amt_small} per dag vanuit huis",
            "Praca w domu - zarabiaj {amt_small} dziennie",
            "Работа на дому, доход от {amt_small} в день",
            "Evden çalışarak günde {amt_small} kazanın",
        ],
    ),
    Intent(
        "junk:loans-debt", ["loan", "credit", "cash", "debt", "fund", "lend"],
        [
            "Bad credit? Get approved for a {loan} loan in minutes",
            "Payday loans - cash in your account today, no credit check",
            "Consolidate your debt and cut payments in half",
            "Erase your credit card debt legally - free consultation",
            "Refinance now: rates as low as {rate}% - lock in today",
            "Credit repair: remove bad items from your report in 30 days",
            "You are pre-approved for {loan} - claim before it expires",
            "Student loan forgiveness - you may qualify, apply now",
            "Need cash fast? Borrow up to {loan} with no paperwork",
            "IRS tax debt relief - settle for pennies on the dollar",
            "homeowners: lower your mortgage payment by {usd_small}/month",
        ],
        [
            "Kredit ohne Schufa - Sofortauszahlung bis {loan}",
            "Préstamos rápidos sin aval, dinero en 24 horas",
            "Prestiti veloci anche a cattivi pagatori",
            "Rachat de crédit: réduisez vos mensualités de 60%",
            "Chwilówka bez BIK - pieniądze w 15 minut",
            "Snel geld lenen zonder BKR toetsing",
        ],
        {"loan": ["$5,000", "$35,000", "$1,500", "€10.000", "£2,000", "$50,000"],
         "rate": ["2.9", "1.99", "3.25", "0.9"]},
    ),
    Intent(
        "junk:gambling", ["casino", "bet", "slots", "spin", "jackpot", "poker"],
        [
            "Get a {pct}% welcome bonus + 200 free spins at {casino}",
            "Online casino no deposit bonus - win real money tonight",
            "I won {amt_big} on slots last night - try it free",
            "Sure bet football tips - fixed matches, 100% win",
            "Best betting odds: {casino} gives you a £{n} free bet",
            "Play poker online - {amt_small} free chips for new players",
            "Free spins, no wagering! Claim yours at {dom}",
            "Jackpot alert: this slot pays out every hour",
            "Roulette system that never loses - download now",
            "Why is {casino} paying out so much this week?",
        ],
        [
            "Online Casino Bonus ohne Einzahlung - 50 Freispiele",
            "Bonus casinò senza deposito - 100 giri gratis",
            "Deneme bonusu veren siteler - {casino} güncel giriş",
            "Казино онлайн - бонус 200% на первый депозит",
            "Cassino online: ganhe 100 giros grátis no cadastro",
            "Apuestas deportivas: bono de bienvenida del {pct}%",
            "网上赌场 注册送{n}元 24小时提款",
        ],
        {"casino": ["LuckyStar Casino", "Vegas Royale", "Spin Palace", "BetKing", "1xWin", "GoldenReels",
                    "Jackpot City", "SlotMania777", "RoyalBet"]},
    ),
    Intent(
        "junk:dating-adult", ["dating", "singles", "flirt", "hookup", "cams", "meet"],
        [
            "Hot singles in {city} want to meet you tonight",
            "{name} ({age}) sent you a private message - click to read",
            "Lonely housewives near you looking for fun",
            "Find your soulmate - join free, no credit card",
            "Are you 18+? See my private pics at {dom}",
            "Meet beautiful Russian and Ukrainian women for marriage",
            "Live cam girls online now - free registration",
            "Local women want no-strings hookups - verify your age",
            "hey its {name}, my webcam is on, add me",
            "Why are you still single? 3 matches are waiting",
            "{name}, {age}, {city}: looking for a generous man",
        ],
        [
            "Sexy Singles aus {city_de} suchen Kontakte",
            "Rencontres coquines près de chez vous - inscription gratuite",
            "Chicas solteras de tu zona quieren conocerte",
            "Incontri per adulti nella tua città - iscriviti gratis",
            "Знакомства для взрослых - девушки рядом с тобой",
            "Hete vrouwen in jouw buurt zoeken contact",
        ],
    ),
    Intent(
        "junk:replica-luxury", ["replica", "watches", "outlet", "luxury", "bags", "brand"],
        [
            "Swiss replica watches - Rolex, Omega, Breitling from ${price}",
            "Designer handbags 90% off - {brand} factory outlet",
            "AAA quality {brand} replica, indistinguishable from original",
            "Cheap {brand} sneakers wholesale - free shipping worldwide",
            "Luxury watches for less - nobody will know the difference",
            "Ray-Ban sunglasses clearance sale $19.99",
            "Outlet store closing: {brand} up to 85% off",
            "Best fake {brand} sellers list - 1:1 quality",
            "She thought it was a real {brand}... it cost me ${price}",
        ],
        [
            "{brand} Outlet - bis zu 80% Rabatt, nur heute",
            "Montres de luxe répliques - qualité suisse",
            "Borse {brand} a prezzi di fabbrica - spedizione gratis",
            "{brand} uitverkoop tot 85% korting",
            "Réplicas de {brand} calidad AAA - envío gratis",
        ],
        {"brand": ["Rolex", "Louis Vuitton", "Gucci", "Prada", "Hermes", "Nike", "Chanel", "Michael Kors",
                   "Cartier", "Omega", "Moncler", "Canada Goose", "UGG"]},
    ),
    Intent(
        "junk:advance-fee", ["trust", "bank", "claims", "fund", "secure", "diplomat"],
        [
            "URGENT BUSINESS PROPOSAL - strictly confidential",
            "Dear friend, I am Barrister {lname}, I need your assistance to transfer {usd}",
            "Compensation payment of {usd} approved in your name",
            "Inheritance claim: next of kin needed for {usd}",
            "From the desk of the Central Bank director",
            "I am a dying widow and I want to donate {usd} to charity through you",
            "Your ATM card worth {usd} is ready for delivery",
            "Unclaimed fund notification - reply with your details",
            "Good day, my late husband left {usd} with a security company",
            "ATTENTION BENEFICIARY: your payment file has been released",
            "UN compensation for scam victims - claim your share",
            "Partnership request from Mr. {lname}, oil contract {usd}",
        ],
        [
            "Proposition d'affaires urgente et confidentielle - {usd}",
            "Herencia sin reclamar de {usd} - necesito su ayuda",
            "Dringende Geschäftsanfrage - Erbschaft von {usd}",
            "Herança não reclamada - preciso da sua ajuda urgente",
            "Proposta d'affari riservata - {usd} da trasferire",
        ],
    ),
    Intent(
        "junk:lottery-prize", ["winner", "prize", "lotto", "award", "claim", "draw"],
        [
            "Congratulations! Your email won {usd} in the {lottery}",
            "You have been selected as our lucky winner of the day",
            "Claim your prize: ticket number {ticket} won",
            "WINNER NOTIFICATION - contact the claims agent immediately",
            "Your number was drawn! Collect {usd} before Friday",
            "Final notice: unclaimed lottery prize in your name",
            "You are our 1,000,000th visitor - claim your reward",
            "Spin the wheel and win a brand new {gadget}",
            "{lottery} results: you are a winner (ref {ticket})",
        ],
        [
            "¡Felicidades! Ha ganado {usd} en El Gordo",
            "Congratulazioni! Hai vinto un {gadget}",
            "Gefeliciteerd! U heeft gewonnen in de loterij",
            "Herzlichen Glückwunsch! Sie haben {usd} gewonnen",
            "Félicitations, vous avez gagné un {gadget} !",
            "Tebrikler! {gadget} kazandınız",
        ],
        {"lottery": ["UK National Lottery", "Microsoft Email Lottery", "EuroMillions Promo", "Coca-Cola Award",
                     "Google Anniversary Draw", "El Gordo Promotion", "Powerball International",
                     "Mega Millions Online Draw"],
         "ticket": ["UK/9420X2/68", "EM-2024-77102", "0045-9983-21", "BTN 55/208/GD", "LUK/9873/01"]},
    ),
    Intent(
        "junk:phishing", ["secure", "verify", "login", "account", "update", "support"],
        [
            "Your {svc} account has been suspended - verify now",
            "Unusual sign-in activity detected on your {svc} account",
            "Action required: confirm your billing information",
            "Your package could not be delivered - update your address at {dom}",
            "{svc}: your payment was declined, update your card",
            "Security alert: your password expires today",
            "Your mailbox is full - click to upgrade storage",
            "{svc} refund of {usd_small} pending - confirm your identity",
            "We have locked your account for your protection",
            "Final warning: your {svc} subscription will be cancelled",
            "Did you authorize this {usd_small} charge? If not, click here",
        ],
        [
            "Ihr {svc} Konto wurde gesperrt - jetzt bestätigen",
            "Votre compte {svc} a été suspendu - vérifiez maintenant",
            "Su cuenta de {svc} ha sido bloqueada",
            "Il tuo account {svc} è stato sospeso",
            "Uw {svc} rekening is geblokkeerd - verifieer direct",
            "Twoje konto {svc} zostało zablokowane",
        ],
    ),
    Intent(
        "junk:tech-support", ["pcfix", "support", "cleaner", "antivirus", "helpdesk", "secure"],
        [
            "Your computer is infected with {nvir} viruses - call {phone}",
            "WARNING: Windows Defender detected Trojan spyware",
            "Microsoft support: your license has expired, call now",
            "Your PC is running slow - download the free cleaner",
            "Critical error 0x8007{hex} - call toll free support",
            "Apple security alert: your iPhone was hacked, scan now",
            "Speed up your PC by 300% - free registry fix",
            "Norton subscription renewed for {usd_small} - call to cancel",
            "Geek Squad invoice: auto-renewal charged {usd_small}",
            "Is your PC infected? Free online scan in 60 seconds",
        ],
        [
            "Ihr Computer ist infiziert! Rufen Sie sofort den Support an",
            "Votre ordinateur est infecté - appelez le support",
            "Su PC está infectado, llame al soporte técnico",
            "Il tuo PC è infetto - scarica subito la pulizia gratuita",
        ],
        {"nvir": ["3", "5", "7", "13", "27"], "hex": ["005", "0A1", "3F2", "1C4", "E06"]},
    ),
    Intent(
        "junk:fake-codec", ["codec", "player", "hdplayer", "decoder", "video", "media"],
        [
            "{film} {year} 1080p - codec required, download the player at {dom}",
            "To watch this file install the latest {codec}",
            "{film} full movie - readme: get the decoder first",
            "Install {codec} to play {film}",
            "{film}.{year}.1080p.WEBRip - open with the included player.exe",
            "Video won't play? download {codec} from {dom}",
            "{show} S0{s}E0{e} - watch only with our free HD player",
            "New codec pack needed for these files - free download",
            "{film} {year} HDCAM - requires {codec}",
        ],
        [
            "{film} {year} German - bitte zuerst den Codec installieren",
            "{film} {year} película completa - instala el reproductor",
            "{film} {year} ITA - scarica il lettore per vederlo",
            "{film} {year} FRENCH - installez le codec pour lire la vidéo",
        ],
        {"codec": ["DivX Pro codec 2024", "HD Video Codec", "K-Lite Premium Player", "WMV decoder update",
                   "FreeFLV Player", "XviD Codec Installer", "MediaPlayer Plus", "UltraHD Codec Pack"]},
    ),
    Intent(
        "junk:password-lure", ["pass", "unlock", "pw", "rarpass", "getpass", "files"],
        [
            "{film} {year} 2160p - password at {dom}",
            "{show} S0{s} full season - get the rar password on our site",
            "pw for all my uploads: visit {dom}",
            "{film} {year} 1080p BluRay - archive password in NFO, register free",
            "Password: complete the survey at {dom} to unlock",
            "All new {year} movies - unlock password at {dom}",
            "{album} FLAC - rar password here {dom}",
            "Password protected - fast download link inside",
            "where is the password?? -> {dom}",
        ],
        [
            "{film} {year} German - Passwort gibts auf {dom}",
            "{film} {year} NL subs - wachtwoord op {dom}",
            "{film} {year} PL - hasło na {dom}",
            "{film} {year} VOSTFR - mot de passe sur {dom}",
        ],
    ),
    Intent(
        "junk:seo-marketing", ["seo", "rank", "traffic", "links", "leads", "marketing"],
        [
            "Rank #1 on Google in 30 days - guaranteed",
            "{n} high quality backlinks for ${price}",
            "We will build your website for ${price} - limited offer",
            "Boost your website traffic by 500% - free audit",
            "Email marketing lists: {n}k verified leads for sale",
            "Your website is not showing on Google - let us fix it",
            "Send {n} million emails a day with our bulk mailer",
            "Get more customers with our local SEO package",
            "Guest posts on DA 90 sites - cheap and fast",
            "Hi, I noticed your site has SEO errors",
            "Why are your competitors outranking you?",
        ],
        [
            "Platz 1 bei Google in 30 Tagen - garantiert",
            "Posicionamiento SEO garantizado en Google",
            "Прогон сайта по базам - вечные ссылки недорого",
            "网站SEO优化 快速排名 首页保证",
        ],
    ),
    Intent(
        "junk:diplomas-essays", ["diploma", "degree", "essay", "papers", "docs", "uni"],
        [
            "Buy a university degree - no exams, no classes",
            "Get your Bachelor's, Master's or PhD in 2 weeks",
            "Custom essays written by experts - {pct}% off first order",
            "Do my homework for me - cheap, plagiarism free",
            "Fake diploma and transcripts - looks 100% real",
            "Obtain a prestigious degree based on life experience",
            "Need a dissertation by tomorrow? We can help",
            "Buy IELTS / TOEFL certificate without exam",
            "Real passports, driving licences, ID cards for sale",
        ],
        [
            "Compra tu título universitario sin estudiar",
            "Купить диплом любого вуза с доставкой",
            "Hausarbeit schreiben lassen - schnell und günstig",
            "Ödev yaptırma - tez yazdırma hizmeti",
        ],
    ),
    Intent(
        "junk:timeshare-property", ["resort", "villa", "property", "homes", "invest", "estate"],
        [
            "Sell your timeshare fast - we have buyers waiting",
            "Get out of your timeshare contract legally",
            "Free 3-night resort stay - just attend a short presentation",
            "Own a luxury villa in {resort} from {usd_small} a month",
            "We buy houses for cash - any condition, close in 7 days",
            "Invest in {resort} property with {pct}% guaranteed rental yield",
            "Timeshare owners: we'll take it off your hands",
            "Golden visa apartments - residency with your property purchase",
            "Pre-construction condos in {city} - VIP pricing ends Sunday",
        ],
        [
            "Vendemos su tiempo compartido en 30 días",
            "Immobilien in Dubai - {pct}% garantierte Rendite",
            "Antalya'da satılık villa - taksitle ev sahibi olun",
            "Недвижимость в Турции - рассрочка без процентов",
        ],
        {"resort": ["Dubai", "Cancun", "Orlando", "Costa del Sol", "Bali", "Northern Cyprus", "Phuket",
                    "Marbella"]},
    ),
    Intent(
        "junk:insurance-warranty", ["quote", "insure", "warranty", "cover", "claims", "benefits"],
        [
            "We've been trying to reach you about your car's extended warranty",
            "Final notice: your vehicle warranty is about to expire",
            "Medicare Advantage plans - free benefits you may be missing",
            "Cheap life insurance, no medical exam, from {usd_small}/month",
            "Seniors: get an extra {usd_small} back on your Social Security",
            "Compare car insurance and save {usd_small} in 5 minutes",
            "Were you injured in an accident? You may be owed compensation",
            "Final expense insurance for seniors - approval guaranteed",
            "Solar panels for free - government program, check eligibility",
            "Had an accident that wasn't your fault? Claim now",
        ],
        [
            "Kfz-Versicherung wechseln und {usd_small} sparen",
            "Goedkope zorgverzekering - vergelijk en bespaar",
            "Panneaux solaires gratuits - aide de l'État",
            "Assicurazione auto più economica - preventivo gratis",
        ],
    ),
    Intent(
        "junk:miracle-cure", ["cure", "health", "natural", "remedy", "vital", "cbd"],
        [
            "Reverse diabetes naturally in {days} days",
            "Regrow your hair in 30 days - bald men love this",
            "Tinnitus gone with this kitchen ingredient",
            "Big Pharma is hiding this cure from you",
            "Premium CBD gummies - cure anxiety, pain and insomnia",
            "Restore your vision without glasses - doctors amazed",
            "Joint pain? This 1 tip ends it forever",
            "Enlarge it naturally - {pct}% bigger guaranteed",
            "Clear toenail fungus overnight with this",
            "Anti-aging cream the celebrities use - free trial",
            "Lower your blood pressure without pills - watch the video",
        ],
        [
            "Gelenkschmerzen? Dieses Hausmittel hilft sofort",
            "Cura la diabetes en {days} días sin medicamentos",
            "Acabe com a dor nas articulações em 7 dias",
            "Crema antirughe miracolosa - prova gratuita",
            "Избавьтесь от гипертонии за {days} дней",
        ],
    ),
    Intent(
        "junk:followers", ["followers", "likes", "viral", "fans", "boost", "smm"],
        [
            "Buy {n}k Instagram followers - instant delivery",
            "Get 10,000 real TikTok followers for ${price}",
            "Grow your YouTube channel: views, likes, subscribers",
            "cheap twitter followers and retweets, 100% safe",
            "Want to go viral? We sell real engagement",
            "Free Instagram followers - no password needed",
            "Spotify plays and monthly listeners for artists",
            "Verified blue tick for your account - DM us",
            "how I got {n}k followers in a week (not clickbait)",
        ],
        [
            "Instagram takipçi satın al - ucuz ve hızlı",
            "Compra seguidores de Instagram reales",
            "Comprar seguidores no Instagram - entrega imediata",
            "Накрутка подписчиков в Instagram дешево",
        ],
    ),
    Intent(
        "junk:iptv-accounts", ["iptv", "stream", "tv", "premium", "m3u", "flix"],
        [
            "IPTV subscription {n}k channels + VOD only ${price}/year",
            "Best IPTV {year} - all sports, PPV, no buffering, free trial",
            "Cancel your cable! {n},000 channels for {usd_small}",
            "Premium IPTV reseller panel - cheap credits",
            "Watch every football match live - 4K IPTV m3u",
            "Firestick fully loaded - every movie and channel free",
            "Netflix, Disney+, HBO premium accounts - lifetime $9",
            "Spotify premium lifetime account - cheap",
            "Tired of paying for 5 streaming apps? one login, everything",
        ],
        [
            "IPTV Abo - alle deutschen Sender + Sky ohne Vertrag",
            "Abonnement IPTV 12 mois - toutes les chaînes françaises",
            "IPTV abonnement - alle zenders, ook Ziggo Sport",
            "IPTV abonament - polskie kanały i sport na żywo",
            "Abbonamento IPTV - tutti i canali Sky e DAZN",
        ],
    ),
    Intent(
        "junk:stock-pump", ["stock", "penny", "alert", "picks", "invest", "ticker"],
        [
            "Hot stock alert: {ticker} set to explode this week",
            "{ticker} could soar {pct}% - insiders are buying",
            "Penny stock picks - our last pick gained 900%",
            "Buy {ticker} before the Monday announcement",
            "Breaking: {ticker} signs major merger deal - get in now",
            "This tiny company could be the next Tesla",
            "Free stock newsletter - 10x opportunities every week",
            "Why is nobody talking about {ticker}?",
        ],
        [
            "Diese Aktie wird explodieren - jetzt kaufen",
            "Deze aandelentip levert {pct}% op",
            "牛股推荐 明天必涨 加群免费领取",
        ],
        {"ticker": ["OTC: GRNH", "$VPER", "ZNTX", "OTC: BYOC", "$KALI", "QMCI", "$ALPP", "HMNY", "OTC: TLSS"]},
    ),
    Intent(
        "junk:fake-job", ["jobs", "hiring", "careers", "work", "staff", "tasks"],
        [
            "Mystery shoppers needed - earn {usd_small} per assignment",
            "Package reshipping job from home - {usd_small} weekly",
            "Payment processing assistant wanted - part time",
            "Amazon is hiring remote workers - apply today",
            "We found your CV online - {usd_small}/day position",
            "Car wrap advertising: get paid {usd_small} weekly to drive",
            "Like YouTube videos and get paid - Telegram task job",
            "Become a product tester - keep the products",
            "HR department: you have been shortlisted, reply to confirm",
        ],
        [
            "Oferta de empleo desde casa - {usd_small} por semana",
            "Nebenjob: Produkttester gesucht - Produkte behalten",
            "Lavoro part-time online - guadagna subito",
            "Bijbaan vanuit huis - {usd_small} per week",
        ],
    ),
    Intent(
        "junk:giftcard-freebie", ["free", "gift", "rewards", "voucher", "promo", "codes"],
        [
            "Free {gc} gift card - claim yours now",
            "You've been chosen to receive a free {gadget}",
            "Complete a short survey and get a {usd_small} {gc} voucher",
            "Free V-Bucks generator - no human verification",
            "Free Robux {year} working - unlimited",
            "{gc} shopper? You've earned a reward",
            "Congratulations {gc} user, you have won a loyalty reward",
            "Free PSN codes generator - working {year}",
            "Steam wallet codes free - 100% legit",
        ],
        [
            "Carte cadeau {gc} gratuite - répondez au sondage",
            "Gratis {gc} Gutschein - nur heute",
            "Tarjeta regalo de {gc} gratis - participa ya",
            "Ganhe um {gadget} grátis - responda a pesquisa",
        ],
    ),
    Intent(
        "junk:software-keys", ["keys", "license", "softwarestore", "oem", "activate", "cdkey"],
        [
            "Windows 11 Pro key ${price} - lifetime activation",
            "OEM software: Office 2021, Photoshop, AutoCAD - cheap download",
            "Genuine license keys 90% off retail",
            "Adobe Creative Cloud all apps lifetime ${price}",
            "Microsoft Office Professional Plus key - instant email delivery",
            "Buy cheap game keys - Steam, Origin, Uplay",
            "Antivirus lifetime license for just ${price}",
            "Why pay full price for Windows? keys from ${price}",
        ],
        [
            "Windows 11 Pro Lizenz für nur {price} Euro",
            "Klucz Windows 10 Pro - tanio, natychmiast",
            "Licenza Office 2021 a vita - prezzo speciale",
        ],
    ),
    Intent(
        "junk:romance-scam", ["love", "heart", "soulmate", "mail", "date", "care"],
        [
            "Hello dear, I saw your profile and I like you",
            "I am a US army sergeant in Syria looking for an honest woman",
            "Dear, please I need your help to pay for my flight to see you",
            "My name is {name}, I am a widower engineer on an oil rig",
            "I think you are the one, write me at my private email",
            "Hi handsome, I am new in your town, can we be friends?",
            "Sweetheart I need {usd_small} for the customs fee",
            "Why you don't answer me? I wait your letter",
        ],
        [
            "Привет, я {name_ru}, ищу серьезные отношения",
            "Hola cariño, vi tu perfil y me gustas mucho",
            "Ciao caro, ho visto il tuo profilo e mi piaci",
        ],
    ),
    Intent(
        "junk:psychic", ["psychic", "spell", "tarot", "medium", "astro", "oracle"],
        [
            "Free psychic reading - your future revealed tonight",
            "Get your ex back in 48 hours - powerful love spell",
            "Spell caster Dr. {lname} - results guaranteed",
            "Your {zodiac} horoscope has a message about money",
            "Lottery numbers from a real psychic - win this week",
            "Black magic removal, love binding, call {phone}",
            "Medium predicts: a big change is coming for you",
            "Call a real clairvoyant now - first 3 minutes free",
        ],
        [
            "Voyance gratuite par téléphone - réponse immédiate",
            "Amarres de amor - recupera a tu pareja en 24 horas",
            "Kartenlegen kostenlos - erste Frage gratis",
            "Gratis paragnost consult - stel je vraag",
        ],
    ),
    Intent(
        "junk:fake-charity", ["relief", "donate", "aid", "help", "foundation", "care"],
        [
            "Donate now to help {disaster} victims - every dollar counts",
            "Urgent appeal: children in {place} need your help today",
            "Support our troops - send a care package",
            "Help a family that lost everything - donate here",
            "Sponsor an orphan for $1 a day",
            "Police benevolent fund - your contribution is tax deductible",
            "Your gift will be matched 3x - only until midnight",
        ],
        [
            "Dona ahora para las víctimas del terremoto",
            "Dona ora per i bambini in difficoltà",
            "Jetzt spenden für die Erdbebenopfer",
        ],
        {"disaster": ["earthquake", "hurricane", "flood", "wildfire", "tsunami"],
         "place": ["Haiti", "Syria", "Gaza", "Ukraine", "Turkey", "Nepal", "Sudan"]},
    ),
    Intent(
        "junk:sextortion", ["pay", "btc", "wallet", "secure", "privacy", "cam"],
        [
            "I know your password: {pwd} - pay the bitcoin",
            "I recorded you through your webcam - you have 48 hours",
            "Your device has been hacked - transfer {usd_small} in BTC",
            "I have your browsing history and your contacts",
            "Last warning - pay or the video goes to your family",
            "Your files have been encrypted - send payment to unlock",
            "Ahoy, I am a hacker and I have access to your system",
        ],
        [
            "Ich habe Ihr Gerät gehackt - zahlen Sie in Bitcoin",
            "J'ai piraté votre appareil - payez en Bitcoin",
            "He hackeado tu dispositivo - paga en Bitcoin",
        ],
        {"pwd": ["qwerty123", "sunshine1", "password2019", "iloveyou", "letmein!", "dragon88", "monkey12"]},
    ),
    Intent(
        "junk:word-salad", ["go", "click", "see", "link", "info", "get"],
        [
            "{words} - {cta}",
            "{cta} {words}",
            "{words} {words2} {cta}",
            "{words}. {cta}",
            "Re: {words} ({cta})",
        ],
        [
            "{words} - günstige Pillen hier",
            "{words} - pas cher ici",
            "{words} - descuento aquí",
        ],
        {
            "words": ["tangerine cloud motorway pencil", "blue elephant quietly hums", "marble orchestra seventy",
                      "whisker lantern abacus drift", "quantum pancake harbor", "velvet tractor mumble",
                      "ostrich invoice galaxy", "crimson hammock tundra lint", "sycamore ledger bounce",
                      "paprika satellite wisdom", "umbrella fjord cactus", "nimble parsnip archive"],
            "words2": ["eleven", "carousel", "hesitant", "bureau", "gravel", "tulip", "ochre", "vortex"],
            "cta": ["cheap meds at {dom}", "see {dom}", "click here {dom}", "best deal {dom}",
                    "earn fast {dom}", "hot girls {dom}", "free spins {dom}", "win now {dom}"],
        },
    ),
]

# ---------------------------------------------------------------------------------------------------------
# Surface noise
# ---------------------------------------------------------------------------------------------------------

DECOR_PRE = ["★★★ ", "*** ", ">>> ", "!!! ", "💰💰 ", "🔥 ", "[HOT] ", "[NEW] ", "(((", "==> ", "✅ ", "$$$ ",
             "~~ ", "【限时】", "◆ ", "[PROMO] ", "⚡ ", "<<", "!!", "👉 "]
DECOR_POST = [" ★★★", " ***", " <<<", " !!!", " 💰💰", " 🔥🔥", " [HOT]", ")))", " <==", " ✅✅", " $$$",
              " ~~", " ◆", " !!!111", " 👈", " >>", " ??", " 💯", " [LIMITED]", " >>>"]
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def alt_case(rng: random.Random, text: str) -> str:
    if rng.random() < 0.5:
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(text))
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in text)


def leet_word(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 5 and w.isascii() and w.isalpha()]
    if not idx:
        return text
    i = rng.choice(idx)
    words[i] = "".join(LEET.get(c.lower(), c) if rng.random() < 0.6 else c for c in words[i])
    return " ".join(words)


def space_word(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if 4 <= len(w) <= 9 and w.isalpha()]
    if not idx:
        return text
    i = rng.choice(idx)
    sep = rng.choice([" ", ".", "-", "_"])
    words[i] = sep.join(words[i])
    return " ".join(words)


def yenc_shell(rng: random.Random, text: str, ext: str = "") -> str:
    total = rng.choice([1, 3, 5, 12, 15, 20, 44])
    part = rng.randint(1, total)
    segs = rng.choice([1, 1, 1, 3, 9, 27])
    name = text if not ext else text + ext
    forms = [
        f'[{part:02d}/{total:02d}] - "{name}" yEnc (1/{segs})',
        f'"{name}" yEnc ({rng.randint(1, segs)}/{segs})',
        f'({part}/{total}) "{name}" - {rng.randint(1, 900)},{rng.randint(100, 999)} bytes yEnc',
        f'{text} [{part}/{total}] - "{rand_token(rng, 8)}.part{part:02d}.rar" yEnc (1/{segs})',
        f'[{rng.randint(10000, 99999)}]-[FULL]-[#a.b.{rng.choice(["teevee", "moovee", "multimedia", "erotica"])}]'
        f'-[ {name} ]-[{part:02d}/{total:02d}] - "{rand_token(rng, 6)}.nfo" yEnc (1/1)',
    ]
    return rng.choice(forms)


def add_noise(rng: random.Random, text: str, dom_words: list[str], has_dom: bool) -> str:
    """Random surface noise as spammers use it; each transform independent."""
    r = rng.random()
    if r < 0.15:
        text = text.upper()
    elif r < 0.25:
        text = text.lower()
    elif r < 0.33:
        text = text.title()
    elif r < 0.38:
        text = alt_case(rng, text)
    if rng.random() < 0.07:
        text = leet_word(rng, text)
    elif rng.random() < 0.05:
        text = space_word(rng, text)
    if not has_dom and rng.random() < 0.25:
        text = text + rng.choice([" ", " - ", " >> ", " | ", " @ ", " visit "]) + make_domain(rng, dom_words)
    if rng.random() < 0.12:
        text = text + rng.choice([" ", " - ", " / ", " | "]) + make_contact(rng)
    if rng.random() < 0.10:
        pad = " ".join(rand_token(rng, rng.randint(3, 7)) for _ in range(rng.randint(1, 3)))
        text = text + " " + pad if rng.random() < 0.7 else pad + " " + text
    r = rng.random()
    if r < 0.08:
        text = text.replace(" ", ".")
    elif r < 0.13:
        text = text.replace(" ", "_")
    elif r < 0.15:
        text = text.replace(" ", "-")
    if rng.random() < 0.28:
        pre = rng.random() < 0.5
        post = not pre or rng.random() < 0.4
        if pre:
            text = rng.choice(DECOR_PRE) + text
        if post:
            text = text + rng.choice(DECOR_POST)
    if rng.random() < 0.15:
        text = yenc_shell(rng, text, rng.choice(["", "", ".exe", ".html", ".url", ".rar", ".txt"]))
    if rng.random() < 0.09:
        text = rng.choice(["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "Fw: "]) + text
    return text


SLOT_RE = re.compile(r"\{(\w+)\}")


def fill(rng: random.Random, template: str, intent: Intent) -> tuple[str, bool]:
    """Fill {slots}; returns the text and whether a domain was inserted."""
    has_dom = False
    specials: dict[str, Callable[[], str]] = {
        "dom": lambda: make_domain(rng, intent.dom_words),
        "phone": lambda: make_phone(rng),
    }

    def repl(m: re.Match[str]) -> str:
        nonlocal has_dom
        key = m.group(1)
        if key in specials:
            has_dom = has_dom or key == "dom"
            return specials[key]()
        values = intent.slots.get(key) or COMMON[key]
        return rng.choice(values)

    for _ in range(3):  # slot values may contain slots themselves
        template = SLOT_RE.sub(repl, template)
    return template, has_dom


def clean(text: str) -> str:
    text = text.replace("\t", " ").replace("\n", " ").replace("\r", " ")
    return re.sub(r" {2,}", " ", text).strip()


def junk_rows(rng: random.Random, total: int = 900) -> list[tuple[str, str, str]]:
    rows: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    base, extra = divmod(total, len(INTENTS))
    for k, intent in enumerate(INTENTS):
        count = base + (1 if k < extra else 0)
        n_other = 3
        other_idx = set(rng.sample(range(count), n_other))
        other_templates = rng.sample(intent.other, n_other)
        en_cycle: list[str] = []
        made = 0
        while made < count:
            if made in other_idx:
                template = other_templates.pop()
            else:
                if not en_cycle:
                    en_cycle = list(intent.en)
                    rng.shuffle(en_cycle)
                template = en_cycle.pop()
            for _attempt in range(50):
                text, has_dom = fill(rng, template, intent)
                text = clean(add_noise(rng, text, intent.dom_words, has_dom))
                if text not in seen:
                    break
            else:
                raise RuntimeError(f"cannot make a unique title from {template!r}")
            seen.add(text)
            rows.append(("junk", intent.family, text))
            made += 1
    return rows


# ---------------------------------------------------------------------------------------------------------
# Legit half
# ---------------------------------------------------------------------------------------------------------


def legit_rows(rng: random.Random) -> list[tuple[str, str, str]]:
    return []


# ---------------------------------------------------------------------------------------------------------


def main() -> None:
    rng = random.Random(SEED)
    junk = junk_rows(rng)
    legit = legit_rows(rng)
    junk_titles = {t for _, _, t in junk}
    clash = [t for _, _, t in legit if t in junk_titles]
    if clash:
        raise RuntimeError(f"titles with both labels: {clash[:5]}")
    legit_seen: set[str] = set()
    for _, fam, t in legit:
        if t in legit_seen:
            raise RuntimeError(f"duplicate legit title in {fam}: {t}")
        legit_seen.add(t)
    rows = junk + legit
    rng.shuffle(rows)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for label, family, title in rows:
            if "\t" in title or "\n" in title:
                raise RuntimeError(f"bad title {title!r}")
            fh.write(f"{label}\t{family}\t{title}\n")


if __name__ == "__main__":
    main()
