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
import unicodedata
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


TV_SHOWS: list[tuple[str, int]] = [
    ("Breaking Bad", 5), ("The Wire", 5), ("Game of Thrones", 8), ("House of the Dragon", 2), ("The Last of Us", 2),
    ("Succession", 4), ("Severance", 2), ("Ted Lasso", 3), ("The Bear", 3), ("Yellowstone", 5),
    ("Stranger Things", 4), ("The Boys", 4), ("The Mandalorian", 3), ("Andor", 2), ("Loki", 2), ("The Crown", 6),
    ("Better Call Saul", 6), ("Fargo", 5), ("True Detective", 4), ("Slow Horses", 4), ("Shogun", 1),
    ("Only Murders in the Building", 4), ("Abbott Elementary", 3), ("The Office US", 9),
    ("Parks and Recreation", 7), ("Brooklyn Nine-Nine", 8), ("Grey's Anatomy", 20), ("NCIS", 21),
    ("Chicago Fire", 12), ("Law and Order SVU", 25), ("The Simpsons", 35), ("Family Guy", 22), ("South Park", 26),
    ("Bob's Burgers", 14), ("Rick and Morty", 7), ("Doctor Who", 14), ("The Grand Tour", 5), ("Taskmaster", 17),
    ("QI", 21), ("Survivor", 46), ("The Amazing Race", 36), ("Big Brother", 25), ("MasterChef Australia", 16),
    ("The Great British Bake Off", 14), ("Below Deck", 11), ("RuPaul's Drag Race", 16), ("Hell's Kitchen", 22),
    ("Dragons' Den", 21), ("Shark Tank", 15), ("Million Dollar Listing New York", 10), ("Selling Sunset", 8),
    ("Property Brothers Forever Home", 7), ("Billions", 7), ("Industry", 3), ("Suits", 9), ("Ozark", 4),
    ("Dexter", 8), ("Reacher", 2), ("The Rookie", 6), ("9-1-1", 7), ("Bluey", 3), ("Vera", 13),
    ("Midsomer Murders", 23), ("Death in Paradise", 13), ("Line of Duty", 6), ("Happy Valley", 3),
    ("Gogglebox", 23), ("Antiques Roadshow", 46), ("Grand Designs", 24), ("A Place in the Sun", 24),
    ("Homes Under the Hammer", 27), ("Bargain Hunt", 68), ("Panorama", 2024), ("Silent Witness", 27),
    ("The Walking Dead", 11), ("Fallout", 1), ("The Penguin", 1), ("Hacks", 3), ("Beef", 1), ("Blue Eye Samurai", 1),
    ("The White Lotus", 3), ("Euphoria", 2), ("The Handmaid's Tale", 6), ("Outlander", 7), ("Bridgerton", 3),
    ("Squid Game", 2), ("Wednesday", 1), ("The Witcher", 3), ("Peaky Blinders", 6), ("Mr Inbetween", 3),
    ("What We Do in the Shadows", 6), ("Curb Your Enthusiasm", 12), ("The Righteous Gemstones", 4),
    ("Deal or No Deal Island", 1), ("Who Wants to Be a Millionaire", 23), ("The Apprentice UK", 18),
    ("Top Gear", 33), ("Mythbusters", 16), ("How It's Made", 32), ("Pawn Stars", 22), ("Gold Rush", 14),
    ("Bering Sea Gold", 17), ("Married at First Sight", 17), ("Love Island", 11), ("90 Day Fiance", 10),
]

TV_Q: list[str] = [
    "720p.HDTV.x264", "1080p.HDTV.x264", "HDTV.x264", "1080p.WEB.h264", "720p.WEB.h264", "2160p.WEB.h265",
    "1080p.AMZN.WEB-DL.DDP5.1.H.264", "1080p.NF.WEB-DL.DDP5.1.Atmos.H.264",
    "2160p.ATVP.WEB-DL.DDP5.1.Atmos.DV.H.265", "1080p.DSNP.WEB-DL.DDP5.1.H.264", "720p.AMZN.WEBRip.DDP5.1.x264",
    "1080p.BluRay.x264", "2160p.MAX.WEB-DL.DDP5.1.Atmos.HDR.H.265", "1080p.iP.WEB-DL.AAC2.0.H.264",
    "1080p.HULU.WEB-DL.DDP5.1.H.264", "1080p.PCOK.WEB-DL.DDP5.1.H.264", "WEBRip.x264", "480p.x264",
    "720p.HEVC.x265", "1080p.x265", "1080p.WEB.H264", "720p.WEB.x264", "1080p.AMZN.WEB-DL.DDP2.0.H.264",
]
TV_GROUPS: list[str] = [
    "SYNCOPY", "EDITH", "NTb", "FLUX", "GGEZ", "SMURF", "CAKES", "GOSSIP", "MiNX", "TEPES", "BAE", "KiNGS",
    "ION10", "FLEET", "KILLERS", "LOL", "DIMENSION", "AVS", "SVA", "RBB", "NOSiViD", "PHOENiX", "ETHEL", "XEBEC",
    "JFF", "Kitsune", "SuccessfulCrab", "APEX", "BLOOM", "FENiX", "TRUFFLE", "CBFM", "ROVERS", "mSD", "MeGusta",
    "ELiTE", "NHTFS", "RAWR", "FiHTV", "W4F", "DEADPOOL", "TVSmash",
]
EP_TITLES: list[str] = [
    "Pilot", "The Reckoning", "Homecoming", "Episode 5", "Chapter Three", "The Long Night", "Blood Money",
    "Cash Out", "The Deal", "Winner Takes All", "Free Fall", "Trust Me", "Open House", "Last Call", "Lucky Day",
    "The Offer", "Double Down", "Jackpot", "Pay Day", "Part One", "Part Two", "Finale", "The Return",
]

DAILY: list[tuple[str, bool]] = [
    ("The Daily Show", True), ("Jimmy Kimmel Live", True), ("Late Night with Seth Meyers", True),
    ("The Late Show with Stephen Colbert", True), ("The Tonight Show Starring Jimmy Fallon", True),
    ("After Midnight", True), ("The Graham Norton Show", True), ("The View", False), ("Jeopardy", False),
    ("Wheel of Fortune", False), ("The Price Is Right", False), ("Countdown", False), ("EastEnders", False),
    ("Coronation Street", False), ("Emmerdale", False), ("Neighbours", False), ("Hollyoaks", False),
    ("WWE Monday Night Raw", False), ("AEW Dynamite", False), ("WWE SmackDown", False), ("Judge Judy", False),
    ("The Kelly Clarkson Show", True), ("Sherri", True), ("Real Time with Bill Maher", True),
    ("Match of the Day", False), ("Loose Women", False), ("Pointless", False), ("The Chase", False),
    ("Family Feud", False), ("Tagesschau", False),
]
GUESTS: list[str] = [
    "Tom Hanks", "Zendaya", "Pedro Pascal", "Margot Robbie", "Ryan Gosling", "Billie Eilish", "Barack Obama",
    "Jennifer Lawrence", "Keanu Reeves", "Dolly Parton", "Cillian Murphy", "Emma Stone", "Jon Hamm",
    "Sabrina Carpenter", "Glen Powell", "Paul Rudd", "Jenna Ortega", "Steve Carell", "Kristen Wiig",
    "Bernie Sanders", "Mark Hamill", "Dwayne Johnson", "Ayo Edebiri", "Jeremy Allen White", "Hugh Grant",
]

FILMS: list[tuple[str, int]] = [
    ("The Godfather", 1972), ("Pulp Fiction", 1994), ("The Dark Knight", 2008), ("Inception", 2010),
    ("Interstellar", 2014), ("Oppenheimer", 2023), ("Barbie", 2023), ("Dune", 2021), ("Dune Part Two", 2024),
    ("Everything Everywhere All at Once", 2022), ("Parasite", 2019), ("Joker", 2019), ("Top Gun Maverick", 2022),
    ("Mad Max Fury Road", 2015), ("Blade Runner 2049", 2017), ("The Matrix", 1999), ("Gladiator", 2000),
    ("Heat", 1995), ("Alien", 1979), ("Aliens", 1986), ("Die Hard", 1988), ("Jurassic Park", 1993),
    ("Titanic", 1997), ("Avatar", 2009), ("Avatar The Way of Water", 2022), ("The Shawshank Redemption", 1994),
    ("Fight Club", 1999), ("Se7en", 1995), ("Goodfellas", 1990), ("Casino", 1995), ("The Wolf of Wall Street", 2013),
    ("Catch Me If You Can", 2002), ("Get Rich or Die Tryin", 2005), ("Click", 2006), ("Free Guy", 2021),
    ("Enemy of the State", 1998), ("Trading Places", 1983), ("The Big Short", 2015), ("Margin Call", 2011),
    ("Uncut Gems", 2019), ("Casino Royale", 2006), ("Oceans Eleven", 2001), ("The Social Network", 2010),
    ("Jerry Maguire", 1996), ("Slumdog Millionaire", 2008), ("Pretty Woman", 1990), ("Dumb Money", 2023),
    ("The Pursuit of Happyness", 2006), ("Nightcrawler", 2014), ("Her", 2013), ("Lost in Translation", 2003),
    ("Amelie", 2001), ("Pans Labyrinth", 2006), ("Spirited Away", 2001), ("Your Name", 2016), ("Oldboy", 2003),
    ("Crouching Tiger Hidden Dragon", 2000), ("Das Boot", 1981), ("Run Lola Run", 1998),
    ("The Lives of Others", 2006), ("The Intouchables", 2011), ("La Haine", 1995), ("Roma", 2018), ("Drive", 2011),
    ("No Country for Old Men", 2007), ("There Will Be Blood", 2007), ("Fargo", 1996), ("The Big Lebowski", 1998),
    ("Arrival", 2016), ("Sicario", 2015), ("Prisoners", 2013), ("Knives Out", 2019), ("Glass Onion", 2022),
    ("Get Out", 2017), ("Nope", 2022), ("Hereditary", 2018), ("Midsommar", 2019), ("The Witch", 2015),
    ("A Quiet Place", 2018), ("It", 2017), ("The Conjuring", 2013), ("Saw", 2004), ("Scream", 1996),
    ("Halloween", 1978), ("The Shining", 1980), ("John Wick", 2014), ("John Wick Chapter 4", 2023),
    ("Mission Impossible Dead Reckoning Part One", 2023), ("Skyfall", 2012), ("No Time to Die", 2021),
    ("Spider-Man No Way Home", 2021), ("Avengers Endgame", 2019), ("Black Panther", 2018),
    ("Guardians of the Galaxy Vol 3", 2023), ("The Batman", 2022), ("Deadpool and Wolverine", 2024),
    ("Inside Out 2", 2024), ("Toy Story", 1995), ("Up", 2009), ("WALL-E", 2008), ("Coco", 2017), ("Frozen", 2013),
    ("Moana", 2016), ("Encanto", 2021), ("The Lion King", 1994), ("Shrek", 2001), ("Finding Nemo", 2003),
    ("Ratatouille", 2007), ("Wonka", 2023), ("Paddington 2", 2017), ("The Holdovers", 2023), ("Poor Things", 2023),
    ("Killers of the Flower Moon", 2023), ("Past Lives", 2023), ("Anatomy of a Fall", 2023),
    ("The Zone of Interest", 2023), ("Civil War", 2024), ("Furiosa A Mad Max Saga", 2024), ("Challengers", 2024),
    ("Anora", 2024), ("Conclave", 2024), ("The Brutalist", 2024), ("Wicked", 2024), ("Gladiator II", 2024),
    ("Twisters", 2024), ("The Substance", 2024), ("Alien Romulus", 2024), ("Godzilla Minus One", 2023),
    ("The Fall Guy", 2024), ("Kingdom of the Planet of the Apes", 2024), ("Bad Boys Ride or Die", 2024),
    ("Beetlejuice Beetlejuice", 2024), ("Sinners", 2025), ("Mickey 17", 2025), ("Forrest Gump", 1994),
    ("Back to the Future", 1985), ("E.T. the Extra-Terrestrial", 1982), ("Raiders of the Lost Ark", 1981),
    ("Star Wars", 1977), ("The Empire Strikes Back", 1980), ("Terminator 2 Judgment Day", 1991),
    ("The Silence of the Lambs", 1991), ("Schindlers List", 1993), ("Saving Private Ryan", 1998),
    ("The Departed", 2006), ("Memento", 2000), ("The Prestige", 2006), ("Tenet", 2020), ("Whiplash", 2014),
    ("La La Land", 2016), ("Moonlight", 2016), ("Lady Bird", 2017), ("Little Women", 2019), ("1917", 2019),
    ("Ford v Ferrari", 2019), ("Once Upon a Time in Hollywood", 2019), ("The Irishman", 2019),
    ("Marriage Story", 2019), ("Jojo Rabbit", 2019), ("Nomadland", 2020), ("Soul", 2020), ("Tar", 2022),
    ("The Banshees of Inisherin", 2022), ("Aftersun", 2022), ("The Fabelmans", 2022),
    ("All Quiet on the Western Front", 2022), ("Triangle of Sadness", 2022), ("Maestro", 2023),
    ("American Fiction", 2023), ("Saltburn", 2023), ("Priscilla", 2023), ("Talk to Me", 2022), ("Smile", 2022),
    ("M3GAN", 2022), ("Barbarian", 2022), ("Pearl", 2022), ("Now You See Me", 2013), ("Focus", 2015),
    ("The Sting", 1973), ("Dirty Rotten Scoundrels", 1988), ("Matchstick Men", 2003), ("American Hustle", 2013),
    ("Hustlers", 2019), ("Yes Man", 2008), ("Limitless", 2011), ("Money Monster", 2016), ("Phone Booth", 2002),
    ("Searching", 2018), ("Brewsters Millions", 1985), ("Indecent Proposal", 1993), ("Rounders", 1998),
    ("Molly's Game", 2017), ("The Nice Guys", 2016), ("Baby Driver", 2017), ("Hot Fuzz", 2007),
    ("Shaun of the Dead", 2004), ("Paddington", 2014), ("Love Actually", 2003), ("Notting Hill", 1999),
    ("Four Weddings and a Funeral", 1994), ("Trainspotting", 1996), ("Snatch", 2000),
    ("Lock Stock and Two Smoking Barrels", 1998), ("In Bruges", 2008), ("Sexy Beast", 2000),
    ("Superbad", 2007), ("The Hangover", 2009), ("Bridesmaids", 2011), ("Mean Girls", 2004),
    ("Legally Blonde", 2001), ("The Devil Wears Prada", 2006), ("Crazy Rich Asians", 2018),
    ("How to Lose a Guy in 10 Days", 2003), ("Youve Got Mail", 1998), ("Call Me by Your Name", 2017),
    ("Good Will Hunting", 1997), ("Jackie Brown", 1997), ("Reservoir Dogs", 1992), ("Kill Bill Vol 1", 2003),
    ("Inglourious Basterds", 2009), ("Django Unchained", 2012), ("The Hateful Eight", 2015),
]

MOVIE_Q: list[str] = [
    "1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "1080p.WEB.H264", "720p.WEB.h264",
    "2160p.WEB.H265", "1080p.WEBRip.x264", "BDRip.x264", "DVDRip.XviD", "1080p.AMZN.WEB-DL.DDP5.1.H.264",
    "2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos", "1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1", "COMPLETE.BLURAY",
    "COMPLETE.UHD.BLURAY", "1080p.MA.WEB-DL.DDP5.1.H.264", "720p.HDRip.x264", "NTSC.DVDR",
]
MOVIE_TAGS: list[str] = ["", "", "", "", "", "REPACK.", "PROPER.", "REMASTERED.", "EXTENDED.", "DC.", "LIMITED.",
                         "INTERNAL.", "UNRATED.", "iNTERNAL.", "REMASTERED.PROPER."]
MOVIE_GROUPS: list[str] = [
    "SPARKS", "GECKOS", "DRONES", "AMIABLE", "BLOW", "ROVERS", "CiNEFiLE", "VETO", "SiNNERS", "PSYCHD", "KNiVES",
    "WiKi", "CtrlHD", "DON", "EbP", "HiFi", "FGT", "EVO", "CMRG", "NTG", "TERMiNAL", "iFT", "SURCODE", "playHD",
    "TayTO", "FraMeSToR", "BHDStudio", "DEFLATE", "PiGNUS", "KiNGDOM", "SECTOR7", "HANDJOB", "SiMPLE", "USURY",
    "JustWatch", "GUACAMOLE", "NAISU", "MARKED", "BRMP", "HDEX", "DiAMOND", "aXXo", "ZQ", "W4NK3R",
]

ANIME: list[tuple[str, int]] = [
    ("Sousou no Frieren", 28), ("Spy x Family", 25), ("Jujutsu Kaisen", 47), ("Chainsaw Man", 12),
    ("Bocchi the Rock!", 12), ("Kimetsu no Yaiba", 11), ("Shingeki no Kyojin", 28), ("One Piece", 1120),
    ("Boku no Hero Academia", 25), ("Oshi no Ko", 13), ("Dungeon Meshi", 24), ("Kusuriya no Hitorigoto", 24),
    ("Mushoku Tensei", 24), ("Vinland Saga", 24), ("Blue Lock", 24), ("Kaguya-sama wa Kokurasetai", 13),
    ("Re Zero kara Hajimeru Isekai Seikatsu", 25), ("Dr. Stone", 24), ("Made in Abyss", 12),
    ("Mob Psycho 100", 13), ("Ore dake Level Up na Ken", 25), ("Dandadan", 12), ("Kaijuu 8-gou", 12),
    ("Tengoku Daimakyou", 13), ("Lycoris Recoil", 13), ("Yuru Camp", 12), ("Haikyuu!!", 25),
    ("Tensei shitara Slime Datta Ken", 24), ("Kono Subarashii Sekai ni Shukufuku wo!", 11), ("Kakegurui", 12),
    ("Shikanoko Nokonoko Koshitantan", 12), ("Isekai wa Smartphone to Tomo ni", 12), ("Undead Unluck", 24),
    ("Boku no Kokoro no Yabai Yatsu", 13), ("Hibike! Euphonium", 13), ("Sono Bisque Doll wa Koi wo Suru", 12),
    ("Zom 100", 12), ("Mahou Shoujo ni Akogarete", 13), ("Kimi ni Todoke", 12), ("Detective Conan", 1140),
]
ANIME_GROUPS: list[str] = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "ASW", "Commie", "GJM", "EMBER",
                           "Tsundere-Raws", "SanKyuu", "DKB", "Yameii", "Anime Time", "Nekomoe kissaten", "VARYG"]
ANIME_BATCH: list[str] = ["Cowboy Bebop", "Neon Genesis Evangelion", "Fullmetal Alchemist Brotherhood",
                          "Steins;Gate", "K-On!", "Violet Evergarden", "Clannad After Story", "Monster",
                          "Mushishi", "Samurai Champloo", "Code Geass", "Hunter x Hunter (2011)"]
ANIME_JP: list[str] = ["葬送のフリーレン", "SPY×FAMILY", "呪術廻戦", "ぼっち・ざ・ろっく！", "薬屋のひとりごと",
                       "ダンジョン飯", "【推しの子】", "僕の心のヤバイやつ", "負けヒロインが多すぎる！", "ダンダダン"]

ALBUMS: list[tuple[str, str, int]] = [
    ("Taylor Swift", "1989 (Taylor's Version)", 2023), ("Taylor Swift", "Midnights", 2022),
    ("Taylor Swift", "The Tortured Poets Department", 2024), ("Beyonce", "Renaissance", 2022),
    ("Beyonce", "Cowboy Carter", 2024), ("Kendrick Lamar", "To Pimp a Butterfly", 2015),
    ("Kendrick Lamar", "DAMN.", 2017), ("Kendrick Lamar", "GNX", 2024), ("Radiohead", "OK Computer", 1997),
    ("Radiohead", "In Rainbows", 2007), ("Radiohead", "Kid A", 2000), ("Pink Floyd", "The Dark Side of the Moon", 1973),
    ("Pink Floyd", "Wish You Were Here", 1975), ("Fleetwood Mac", "Rumours", 1977),
    ("Daft Punk", "Random Access Memories", 2013), ("Daft Punk", "Discovery", 2001), ("Arctic Monkeys", "AM", 2013),
    ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Olivia Rodrigo", "GUTS", 2023), ("SZA", "SOS", 2022),
    ("The Weeknd", "After Hours", 2020), ("Drake", "For All the Dogs", 2023),
    ("Kanye West", "My Beautiful Dark Twisted Fantasy", 2010), ("Frank Ocean", "Blonde", 2016),
    ("Tyler, The Creator", "Chromakopia", 2024), ("Metallica", "72 Seasons", 2023),
    ("Metallica", "Master of Puppets", 1986), ("Iron Maiden", "Senjutsu", 2021), ("Nirvana", "Nevermind", 1991),
    ("Queen", "A Night at the Opera", 1975), ("ABBA", "Voyage", 2021), ("ABBA", "Arrival", 1976),
    ("Dua Lipa", "Future Nostalgia", 2020), ("Dua Lipa", "Radical Optimism", 2024), ("Charli XCX", "Brat", 2024),
    ("Sabrina Carpenter", "Short n' Sweet", 2024), ("Chappell Roan", "The Rise and Fall of a Midwest Princess", 2023),
    ("Bad Bunny", "Un Verano Sin Ti", 2022), ("Rosalia", "Motomami", 2022), ("Adele", "30", 2021),
    ("Ed Sheeran", "Subtract", 2023), ("Coldplay", "Moon Music", 2024), ("Foo Fighters", "But Here We Are", 2023),
    ("Pearl Jam", "Dark Matter", 2024), ("The Cure", "Songs of a Lost World", 2024),
    ("Nick Cave and the Bad Seeds", "Wild God", 2024), ("Fontaines D.C.", "Romance", 2024),
    ("Massive Attack", "Mezzanine", 1998), ("Portishead", "Dummy", 1994), ("Bob Dylan", "Blood on the Tracks", 1975),
    ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965),
    ("50 Cent", "Get Rich or Die Tryin'", 2003), ("Jay-Z", "The Blueprint", 2001),
    ("The Notorious B.I.G.", "Ready to Die", 1994), ("Wu-Tang Clan", "Enter the Wu-Tang (36 Chambers)", 1993),
    ("Rammstein", "Zeit", 2022), ("Kraftwerk", "Computerwelt", 1981), ("Helene Fischer", "Rausch", 2021),
    ("Stromae", "Multitude", 2022), ("Maneskin", "Rush!", 2023), ("Aphex Twin", "Selected Ambient Works 85-92", 1992),
    ("Boards of Canada", "Music Has the Right to Children", 1998), ("Burial", "Untrue", 2007),
    ("Fred again..", "Actual Life 3", 2022), ("Four Tet", "Three", 2024), ("Bonobo", "Fragments", 2022),
    ("Hans Zimmer", "Dune Part Two (Original Motion Picture Soundtrack)", 2024),
    ("Ludwig Goransson", "Oppenheimer (Original Motion Picture Soundtrack)", 2023),
    ("Glenn Gould", "Bach The Goldberg Variations", 1981), ("Berliner Philharmoniker", "Beethoven Symphonies", 2016),
    ("Khruangbin", "A La Sala", 2024), ("Vampire Weekend", "Only God Was Above Us", 2024),
    ("Pet Shop Boys", "Nonetheless", 2024), ("Kacey Musgraves", "Deeper Well", 2024), ("Zach Bryan",
    "Zach Bryan", 2023),
    ("Morgan Wallen", "One Thing at a Time", 2023), ("Lana Del Rey", "Did You Know That There's a Tunnel Under "
                                                    "Ocean Blvd", 2023), ("Blur", "The Ballad of Darren", 2023),
    ("Gorillaz", "Cracker Island", 2023), ("Depeche Mode", "Memento Mori", 2023), ("Paul Simon", "Seven Psalms", 2023),
    ("Dire Straits", "Brothers in Arms", 1985), ("Michael Jackson", "Thriller", 1982), ("Prince", "Purple Rain", 1984),
    ("Madonna", "Like a Prayer", 1989), ("The Beatles", "Abbey Road", 1969), ("The Rolling Stones",
    "Hackney Diamonds", 2023),
    ("Bruce Springsteen", "Born to Run", 1975), ("David Bowie", "Blackstar", 2016), ("Amy Winehouse",
    "Back to Black", 2006),
    ("Lady Gaga", "Harlequin", 2024), ("Ariana Grande", "Eternal Sunshine", 2024), ("Travis Scott", "Utopia", 2023),
    ("Doja Cat", "Scarlet", 2023), ("Cardi B", "Invasion of Privacy", 2018), ("Nicki Minaj", "Pink Friday 2", 2023),
    ("IU", "The Winning", 2024), ("NewJeans", "Get Up", 2023), ("Stray Kids", "ATE", 2024),
]
ALBUMS_OTHER_SCRIPT: list[tuple[str, str, int]] = [
    ("米津玄師", "LOST CORNER", 2024), ("宇多田ヒカル", "SCIENCE FICTION", 2024), ("Кино", "Группа крови", 1988),
    ("Земфира", "Бордерлайн", 2021), ("YOASOBI", "THE BOOK 3", 2023), ("周杰伦", "最伟大的作品", 2022),
    ("Ado", "Zanmu", 2024), ("Сплин", "Гранатовый альбом", 1998), ("椎名林檎", "放生会", 2024),
    ("ДДТ", "Это всё...", 1994),
]
MUSIC_GROUPS: list[str] = ["ENRiCH", "DDS", "PTC", "MOD", "YARD", "JUSTiFY", "KLIN", "OMA", "SPANK", "BPM", "WUS",
                           "D3VIL", "NOiCE", "ERP", "FWYH", "HB", "AMOK", "MARiBOR", "RAGEFLAC", "FATHEAD", "TosK",
                           "C4", "BF", "JLM", "DAW", "PMEDIA"]

SINGLES: list[tuple[str, str]] = [
    ("ABBA", "Money, Money, Money"), ("Pink Floyd", "Money"), ("Dire Straits", "Money for Nothing"),
    ("Jessie J", "Price Tag"), ("Travie McCoy", "Billionaire"), ("Destiny's Child", "Bills, Bills, Bills"),
    ("Hall & Oates", "Rich Girl"), ("The Beatles", "Can't Buy Me Love"), ("Lorde", "Royals"),
    ("Ariana Grande", "7 rings"), ("Drake", "Hotline Bling"), ("Carly Rae Jepsen", "Call Me Maybe"),
    ("Blondie", "Call Me"), ("Wu-Tang Clan", "C.R.E.A.M."), ("Kanye West", "Gold Digger"), ("LISA", "MONEY"),
    ("Cardi B", "Money"), ("The O'Jays", "For the Love of Money"), ("Barrett Strong", "Money (That's What I Want)"),
    ("Queen", "I Want It All"), ("Bruno Mars", "The Lazy Song"), ("Taylor Swift", "Anti-Hero"),
    ("Billie Eilish", "Birds of a Feather"), ("Sabrina Carpenter", "Espresso"), ("Chappell Roan", "Good Luck, Babe!"),
    ("Kendrick Lamar", "Not Like Us"), ("Benson Boone", "Beautiful Things"), ("Hozier", "Too Sweet"),
    ("Dua Lipa", "Houdini"), ("Miley Cyrus", "Flowers"), ("Harry Styles", "As It Was"), ("Adele", "Easy on Me"),
    ("Rick Astley", "Never Gonna Give You Up"), ("a-ha", "Take On Me"), ("Toto", "Africa"),
    ("Whitney Houston", "I Wanna Dance with Somebody"), ("Kate Bush", "Running Up That Hill"),
    ("Fleetwood Mac", "Dreams"), ("Oasis", "Wonderwall"), ("Nirvana", "Smells Like Teen Spirit"),
    ("Daft Punk", "Get Lucky"), ("Pharrell Williams", "Happy"), ("Mark Ronson ft. Bruno Mars", "Uptown Funk"),
    ("Rihanna", "Diamonds"), ("Cher", "Believe"), ("Gloria Gaynor", "I Will Survive"),
    ("Marvin Gaye", "Sexual Healing"), ("Tom Jones", "Sex Bomb"), ("Shakira", "Hips Don't Lie"),
    ("Eminem", "Lose Yourself"), ("Coolio", "Gangsta's Paradise"), ("Outkast", "Hey Ya!"),
    ("Lil Nas X", "Old Town Road"), ("Dolly Parton", "9 to 5"), ("Queen", "Don't Stop Me Now"),
    ("Tracy Chapman", "Fast Car"), ("Calvin Harris", "Feel So Close"), ("Avicii", "Wake Me Up"),
    ("Robyn", "Dancing On My Own"), ("Beyonce", "Texas Hold 'Em"), ("Lady Gaga", "Poker Face"),
    ("Kenny Rogers", "The Gambler"), ("Flo Rida", "Whistle"), ("Bobby McFerrin", "Don't Worry Be Happy"),
    ("Stromae", "Alors on danse"), ("Nena", "99 Luftballons"), ("Edith Piaf", "La Vie en rose"),
    ("Tones and I", "Dance Monkey"), ("Gotye", "Somebody That I Used to Know"), ("Sia", "Cheap Thrills"),
    ("Kelis", "Milkshake"), ("Rihanna", "Bitch Better Have My Money"), ("Madonna", "Material Girl"),
    ("Cyndi Lauper", "Money Changes Everything"), ("The Flying Lizards", "Money"), ("Tears for Fears",
    "Everybody Wants to Rule the World"),
]

BOOKS: list[tuple[str, str]] = [
    ("Brandon Sanderson", "The Way of Kings"), ("Brandon Sanderson", "Wind and Truth"), ("Stephen King", "Fairy Tale"),
    ("Stephen King", "Holly"), ("Colleen Hoover", "It Ends with Us"), ("Sally Rooney", "Intermezzo"),
    ("Rebecca Yarros", "Fourth Wing"), ("Andy Weir", "Project Hail Mary"), ("James Clear", "Atomic Habits"),
    ("Robert T. Kiyosaki", "Rich Dad Poor Dad"), ("Napoleon Hill", "Think and Grow Rich"),
    ("Timothy Ferriss", "The 4-Hour Workweek"), ("Dale Carnegie", "How to Win Friends and Influence People"),
    ("Thomas J. Stanley", "The Millionaire Next Door"), ("Morgan Housel", "The Psychology of Money"),
    ("Mark Manson", "The Subtle Art of Not Giving a F*ck"), ("Rhonda Byrne", "The Secret"),
    ("Dave Ramsey", "The Total Money Makeover"), ("Alex Hormozi", "$100M Offers"),
    ("Ramit Sethi", "I Will Teach You to Be Rich"), ("Benjamin Graham", "The Intelligent Investor"),
    ("Burton G. Malkiel", "A Random Walk Down Wall Street"), ("Eckhart Tolle", "The Power of Now"),
    ("Yuval Noah Harari", "Sapiens"), ("Michelle Obama", "Becoming"), ("Prince Harry", "Spare"),
    ("Walter Isaacson", "Elon Musk"), ("Frank Herbert", "Dune"), ("J.R.R. Tolkien", "The Fellowship of the Ring"),
    ("George R.R. Martin", "A Game of Thrones"), ("Terry Pratchett", "Guards! Guards!"),
    ("Agatha Christie", "And Then There Were None"), ("Lee Child", "Killing Floor"), ("John Grisham", "The Firm"),
    ("Michael Lewis", "Going Infinite"), ("Michael Lewis", "Flash Boys"), ("Richard Osman", "The Thursday Murder Club"),
    ("Haruki Murakami", "Kafka on the Shore"), ("Elena Ferrante", "My Brilliant Friend"),
    ("Dan Brown", "The Da Vinci Code"), ("Suzanne Collins", "The Hunger Games"), ("Robert Greene",
    "The 48 Laws of Power"),
    ("Jordan B. Peterson", "12 Rules for Life"), ("David Goggins", "Can't Hurt Me"),
    ("Stephen R. Covey", "The 7 Habits of Highly Effective People"), ("Eric Ries", "The Lean Startup"),
    ("Jason Fung", "The Obesity Code"), ("Peter Attia", "Outlive"), ("Matthew Walker", "Why We Sleep"),
    ("Daniel Kahneman", "Thinking, Fast and Slow"), ("Malcolm Gladwell", "Outliers"), ("Tara Westover", "Educated"),
    ("Delia Owens", "Where the Crawdads Sing"), ("Kristin Hannah", "The Women"), ("Emily Henry", "Funny Story"),
    ("Percival Everett", "James"), ("Cormac McCarthy", "The Road"), ("Kazuo Ishiguro", "Klara and the Sun"),
    ("Ken Follett", "The Pillars of the Earth"), ("Hilary Mantel", "Wolf Hall"), ("Donna Tartt", "The Secret History"),
    ("Mark Douglas", "Trading in the Zone"), ("John J. Murphy", "Technical Analysis of the Financial Markets"),
    ("Gary Keller", "The ONE Thing"), ("Brian Tracy", "Eat That Frog!"), ("Mel Robbins", "The Let Them Theory"),
    ("Luciano Ramalho", "Fluent Python"), ("Martin Kleppmann", "Designing Data-Intensive Applications"),
    ("Al Sweigart", "Automate the Boring Stuff with Python"), ("Steve Klabnik", "The Rust Programming Language"),
    ("Robert C. Martin", "Clean Code"), ("Eric Matthes", "Python Crash Course"), ("Rebecca Solnit", "Orwell's Roses"),
    ("Liu Cixin", "The Three-Body Problem"), ("Ursula K. Le Guin", "The Left Hand of Darkness"),
    ("Octavia E. Butler", "Kindred"), ("Neil Gaiman", "American Gods"), ("Patrick Rothfuss", "The Name of the Wind"),
    ("Joe Abercrombie", "The Blade Itself"), ("Rick Riordan", "The Lightning Thief"), ("Madeline Miller", "Circe"),
    ("Bonnie Garmus", "Lessons in Chemistry"), ("Gabrielle Zevin", "Tomorrow, and Tomorrow, and Tomorrow"),
]
NARRATORS: list[str] = ["Ray Porter", "Stephen Fry", "Jim Dale", "Michael Kramer", "Kate Reading", "Scott Brick",
                        "R.C. Bray", "Julia Whelan", "Simon Vance", "the author", "Roy Dotrice", "Will Patton",
                        "Kobna Holdbrook-Smith", "Rosamund Pike", "Andy Serkis", "Juliet Stevenson"]
PUBLISHERS: list[str] = ["Penguin", "Tor Books", "HarperCollins", "Vintage", "O'Reilly Media", "No Starch Press",
                         "Portfolio", "Orbit", "Del Rey", "Simon & Schuster", "Bloomsbury", "Faber & Faber",
                         "Random House", "Scribner", "Little, Brown"]

COMICS: list[str] = [
    "Batman", "Detective Comics", "The Amazing Spider-Man", "X-Men", "Saga", "Something is Killing the Children",
    "Absolute Batman", "Ultimate Spider-Man", "Transformers", "Immortal Thor", "Monstress", "Invincible",
    "Hellboy and the B.P.R.D.", "Uncle Scrooge", "Richie Rich", "Superman", "Wonder Woman", "Daredevil",
    "Fantastic Four", "The Department of Truth", "Public Domain", "Minor Threats", "Godzilla", "TMNT",
    "Star Wars", "Usagi Yojimbo", "Ultimate X-Men", "Scrooge McDuck", "Archie", "Nightwing",
]
MANGA: list[str] = ["One Piece", "Berserk", "Chainsaw Man", "Spy x Family", "Jujutsu Kaisen", "Frieren",
                    "Dandadan", "Blue Lock", "Kaiju No. 8", "Vagabond", "Oshi no Ko", "Sakamoto Days"]
COMIC_GROUPS: list[str] = ["Zone-Empire", "Marika-Empire", "Son of Ultron-Empire", "Glorith-Empire",
                           "Pyrate-DCP", "Minutemen-Excelsior", "Oroboros-DCP", "digital-Empire", "Shan-Empire"]

MAGAZINES: list[str] = [
    "The Economist", "National Geographic", "Forbes", "Money Magazine", "Kiplinger's Personal Finance",
    "Men's Health", "Women's Health", "Der Spiegel", "c't Magazin fur Computertechnik", "PC Gamer", "Wired",
    "New Scientist", "Linux Format", "Bloomberg Businessweek", "Entrepreneur", "Fortune", "Inc.", "Cosmopolitan",
    "Reader's Digest", "The New Yorker", "Time", "Scientific American", "Auto Bild", "Top Gear Magazine",
    "Digital Photographer", "Fine Woodworking", "MoneyWeek", "Investors Chronicle", "Which? Money", "Psychologies",
    "Runner's World", "Vogue", "Stern", "Focus", "Le Point", "Paris Match", "Linux Magazine", "The MagPi",
    "Retro Gamer", "Edge", "Empire", "Total Film", "Rolling Stone", "Mojo", "Uncut", "BBC Good Food",
    "Good Housekeeping", "Country Life", "Playboy", "Private Eye", "The Spectator", "Wallpaper", "Autocar",
    "Practical Wireless", "Astronomy", "Sky at Night", "Model Railroader", "Cycling Weekly", "Golf Digest",
]
MONTHS: list[str] = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                     "October", "November", "December"]

SOFTWARE: list[tuple[str, list[str]]] = [
    ("Adobe Photoshop 2024", ["25.5.0", "25.7.0", "25.9.1"]), ("Adobe Premiere Pro 2024", ["24.3", "24.5.0"]),
    ("Microsoft Office LTSC Professional Plus 2021", ["2403", "2408 Build 16.0.17928"]),
    ("JetBrains IntelliJ IDEA Ultimate", ["2024.1", "2024.2.3"]), ("VMware Workstation Pro", ["17.5.1", "17.6.0"]),
    ("Autodesk AutoCAD 2025", ["2025.0.1", "2025.1"]), ("WinRAR", ["7.00", "7.01", "6.24"]),
    ("Sublime Text", ["4 Build 4169", "4 Build 4180"]), ("FL Studio Producer Edition", ["21.2.3", "24.1.1"]),
    ("Ableton Live 12 Suite", ["12.0.5", "12.1"]), ("CorelDRAW Graphics Suite 2024", ["25.0.0.230", "25.1.0.269"]),
    ("Native Instruments Kontakt 7", ["7.10.1", "7.10.5"]), ("CCleaner Professional", ["6.21", "6.25"]),
    ("Malwarebytes Premium", ["5.0.5", "5.1.7"]), ("ESET NOD32 Antivirus", ["17.0.16", "17.1.9"]),
    ("Kaspersky Total Security", ["21.3.10.391"]), ("Wise Care 365 Pro", ["6.6.4", "6.7.2"]),
    ("Driver Booster Pro", ["11.3.0.43", "11.5"]), ("IObit Advanced SystemCare Ultimate", ["17.0.1", "17.3"]),
    ("K-Lite Codec Pack Mega", ["18.2.0", "18.4.5"]), ("VLC Media Player", ["3.0.20", "3.0.21"]),
    ("PotPlayer", ["240315", "240618"]), ("MediaMonkey Gold", ["2024.0.0.3059"]), ("Total Commander", ["11.03"]),
    ("Directory Opus Pro", ["13.3", "13.6"]), ("DaVinci Resolve Studio", ["18.6.5", "19.0.1"]),
    ("Topaz Video AI", ["5.0.3", "5.3.0"]), ("SketchUp Pro 2024", ["24.0.484"]), ("MATLAB", ["R2024a", "R2023b"]),
    ("Wolfram Mathematica", ["14.0", "14.1"]), ("TurboTax Deluxe 2023", ["2023.49.15"]),
    ("Quicken Home and Business", ["R54.16"]), ("MetaStock", ["18.1"]), ("Ninja Trader", ["8.1.3.1"]),
    ("Final Cut Pro", ["10.7.1", "10.8"]), ("Logic Pro", ["11.0.1"]), ("Nero Platinum Suite 2024", ["26.5.1"]),
    ("Acronis Cyber Protect Home Office", ["41.0.2"]), ("Rufus", ["4.4", "4.5"]), ("Notepad++", ["8.6.5", "8.6.9"]),
    ("7-Zip", ["24.05", "23.01"]), ("OBS Studio", ["30.1.2", "30.2"]), ("GIMP", ["2.10.38"]), ("Blender", ["4.1.1",
    "4.2"]),
    ("Affinity Photo 2", ["2.4.2", "2.5.3"]), ("Capture One 23 Pro", ["16.3.8"]), ("Lightroom Classic", ["13.3"]),
    ("Steinberg Cubase Pro", ["13.0.40"]), ("Waves Complete", ["14.12"]), ("Xfer Serum", ["1.368"]),
    ("Internet Download Manager", ["6.42 Build 8"]), ("Revo Uninstaller Pro", ["5.2.6"]),
    ("Everything", ["1.4.1.1024"]),
]
SOFT_GROUPS: list[str] = ["TBE", "CORE", "BTCR", "TNT", "DVT", "AMPED", "XFORCE", "F4CG", "ZWT", "DI", "R2R",
                          "MAGNiTUDE", "LAXiTY", "SSQ", "BEAT", "AiR", "HCiSO", "iNViSiBLE", "AMPLiFY", "MAS"]

GAMES: list[str] = [
    "Elden Ring Shadow of the Erdtree", "Baldurs Gate 3", "Cyberpunk 2077 Phantom Liberty", "Starfield",
    "Hogwarts Legacy", "Red Dead Redemption 2", "Stardew Valley", "Balatro", "Frostpunk 2", "Manor Lords",
    "Black Myth Wukong", "Palworld", "Lethal Company", "Vampire Survivors", "Slay the Spire",
    "Disco Elysium The Final Cut", "The Witcher 3 Wild Hunt Complete Edition", "Grand Theft Auto V",
    "Sid Meiers Civilization VI", "Kingdom Come Deliverance II", "Alan Wake 2", "Dredge", "Cities Skylines II",
    "Planet Coaster 2", "The Sims 4", "Monopoly Plus", "Satisfactory", "Factorio Space Age", "Hades II",
    "Dragons Dogma 2", "Final Fantasy XVI", "Horizon Forbidden West Complete Edition", "Ghost of Tsushima",
    "Silent Hill 2", "Metaphor ReFantazio", "Indiana Jones and the Great Circle", "Stalker 2 Heart of Chornobyl",
    "Warhammer 40000 Space Marine 2", "Prince of Persia The Lost Crown", "Animal Well", "Pacific Drive",
    "Crusader Kings III", "Europa Universalis IV", "Rimworld", "Terraria", "Hollow Knight", "Celeste",
    "Casino Inc", "Poker Night 2", "Lottery Simulator", "Gas Station Simulator", "Supermarket Simulator",
]
GAME_GROUPS: list[str] = ["RUNE", "TENOKE", "FLT", "SKIDROW", "CODEX", "EMPRESS", "PLAZA", "DOGE", "TiNYiSO",
                          "Razor1911", "GOG", "I_KnoW", "DINOByTES", "ElAmigos", "P2P"]
CONSOLE_GAMES: list[tuple[str, str, str]] = [
    ("Super Mario Bros Wonder", "NSW", "SUXXORS"), ("The Legend of Zelda Tears of the Kingdom", "NSW", "VENOM"),
    ("Mario Kart 8 Deluxe", "NSW", "BigBlueBox"), ("Animal Crossing New Horizons", "NSW", "SUXXORS"),
    ("Pokemon Scarlet", "NSW", "VENOM"), ("Metroid Prime Remastered", "NSW", "SUXXORS"),
    ("Gran Turismo 7", "PS4", "DUPLEX"), ("Bloodborne", "PS4", "PRELUDE"), ("Persona 5 Royal", "PS4", "DUPLEX"),
    ("Halo The Master Chief Collection", "XBOX", "NoGRP"),
]

LINUX_ISOS: list[str] = [
    "ubuntu-24.04-desktop-amd64.iso", "ubuntu-22.04.4-live-server-amd64.iso", "debian-12.5.0-amd64-netinst.iso",
    "debian-live-12.6.0-amd64-kde.iso", "Fedora-Workstation-Live-x86_64-40-1.14.iso",
    "Fedora-KDE-Live-x86_64-39-1.5.iso", "archlinux-2024.04.01-x86_64.iso", "linuxmint-21.3-cinnamon-64bit.iso",
    "linuxmint-22-xfce-64bit.iso", "kali-linux-2024.1-installer-amd64.iso",
    "openSUSE-Tumbleweed-DVD-x86_64-Current.iso",
    "manjaro-kde-23.1.4-240406-linux66.iso", "FreeBSD-14.0-RELEASE-amd64-dvd1.iso", "TrueNAS-SCALE-23.10.2.iso",
    "proxmox-ve_8.1-2.iso", "Rocky-9.3-x86_64-dvd.iso", "AlmaLinux-9.4-x86_64-dvd.iso",
    "pop-os_22.04_amd64_nvidia_40.iso",
    "elementaryos-7.1-stable.20230926rc.iso", "tails-amd64-6.1.img", "nixos-minimal-23.11.5060.x86_64-linux.iso",
    "Zorin-OS-17.1-Core-64-bit.iso", "EndeavourOS_Gemini-2024.04.20.iso", "2024-03-15-raspios-bookworm-arm64.img.xz",
    "CentOS-Stream-9-latest-x86_64-dvd1.iso", "slackware64-15.0-install-dvd.iso", "gentoo-install-amd64-minimal.iso",
    "Win11_23H2_English_x64v2.iso", "en-us_windows_10_consumer_editions_version_22h2_x64_dvd.iso",
    "openmediavault_7.0-32-amd64.iso", "clonezilla-live-3.1.2-22-amd64.iso", "gparted-live-1.6.0-3-amd64.iso",
    "ubuntu-budgie-24.04-desktop-amd64.iso", "kubuntu-24.04-desktop-amd64.iso", "lubuntu-24.04-desktop-amd64.iso",
]

FOOTBALL: list[str] = ["Arsenal", "Liverpool", "Manchester City", "Manchester United", "Chelsea", "Tottenham",
                       "Newcastle", "Aston Villa", "Real Madrid", "Barcelona", "Atletico Madrid", "Bayern Munich",
                       "Borussia Dortmund", "Bayer Leverkusen", "PSG", "Inter", "AC Milan", "Juventus", "Napoli",
                       "Ajax", "PSV", "Celtic", "Rangers", "Benfica", "Porto"]
NFL: list[str] = ["Chiefs", "49ers", "Eagles", "Bills", "Ravens", "Cowboys", "Lions", "Packers", "Patriots",
                  "Dolphins", "Bengals", "Steelers", "Jets", "Texans"]
NBA: list[str] = ["Lakers", "Warriors", "Celtics", "Nuggets", "Bucks", "Knicks", "Heat", "Suns", "Mavericks",
                  "Thunder", "76ers", "Timberwolves"]
F1_GP: list[str] = ["Bahrain", "Saudi Arabia", "Australia", "Japan", "China", "Miami", "Emilia Romagna", "Monaco",
                    "Canada", "Spain", "Austria", "Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Singapore",
                    "United States", "Mexico", "Brazil", "Las Vegas", "Qatar", "Abu Dhabi"]

FOREIGN_TV: list[tuple[str, str]] = [
    ("Tatort", "GERMAN"), ("Der Bergdoktor", "GERMAN"), ("Wer wird Millionaer", "GERMAN"),
    ("Die Hoehle der Loewen", "GERMAN"), ("Bauer sucht Frau", "GERMAN"), ("Babylon Berlin", "GERMAN"),
    ("How to Sell Drugs Online Fast", "GERMAN.DL"), ("Dark", "GERMAN.DL"), ("Der Tatortreiniger", "GERMAN"),
    ("Lupin", "FRENCH"), ("Le Bureau des Legendes", "FRENCH"), ("Dix pour cent", "FRENCH"),
    ("Qui veut gagner des millions", "FRENCH"), ("Koh-Lanta", "FRENCH"), ("La Casa de Papel", "SPANISH"),
    ("Elite", "SPANISH"), ("Gomorra", "iTALiAN"), ("Mare Fuori", "iTALiAN"), ("L Amica Geniale", "iTALiAN"),
    ("Boer zoekt Vrouw", "DUTCH"), ("Flikken Maastricht", "DUTCH"), ("De Luizenmoeder", "FLEMISH"),
    ("Wie is de Mol", "DUTCH"), ("Broen", "DANiSH"), ("Borgen", "DANiSH"), ("Skam", "NORWEGiAN"),
    ("Ojciec Mateusz", "POLISH"), ("Kurulus Osman", "TURKISH"), ("Slovo patsana", "RUSSiAN"), ("Bron", "SWEDiSH"),
]
FOREIGN_FILMS: list[tuple[str, int, str]] = [
    ("Der Untergang", 2004, "GERMAN"), ("Das Leben der Anderen", 2006, "GERMAN"), ("Toni Erdmann", 2016, "GERMAN"),
    ("Im Westen nichts Neues", 2022, "GERMAN"), ("Intouchables", 2011, "FRENCH"), ("Le Diner de cons", 1998, "FRENCH"),
    ("Bienvenue chez les Chtis", 2008, "FRENCH"), ("Il Postino", 1994, "iTALiAN"),
    ("La Grande Bellezza", 2013, "iTALiAN"),
    ("Kiler", 1997, "POLISH"), ("Jagten", 2012, "DANiSH"), ("Druk", 2020, "DANiSH"), ("Instinct", 2019, "DUTCH"),
    ("Soldaat van Oranje", 1977, "DUTCH"), ("El Laberinto del Fauno", 2006, "SPANISH"),
    ("Relatos Salvajes", 2014, "SPANISH"), ("Cidade de Deus", 2002, "PORTUGUESE"), ("Brat 2", 2000, "RUSSiAN"),
    ("Der Schuh des Manitu", 2001, "GERMAN"), ("Fack ju Goehte", 2013, "GERMAN"),
]

XXX_SITES: list[str] = ["Brazzers", "Vixen", "RealityKings", "Blacked", "Tushy", "BangBros", "NaughtyAmerica",
                        "PureTaboo", "MetArt", "DorcelClub", "Deeper", "Private", "TeamSkeet", "NubileFilms",
                        "SexArt", "HollyRandall", "Passion-HD", "Babes", "DigitalPlayground", "WowGirls"]
XXX_FIRST: list[str] = ["Lily", "Mia", "Sasha", "Ava", "Angela", "Riley", "Emily", "Kira", "Abella", "Gina",
                        "Nikki", "Eva", "Lena", "Tori", "Jia", "Alexis", "Vanna", "Kenzie", "Scarlit", "Autumn"]
XXX_LAST: list[str] = ["Rose", "Rain", "Grey", "Stone", "Reid", "Lux", "Black", "Luna", "Vega", "Night", "Blue",
                       "Fox", "Monroe", "Taylor", "Lane", "Sky", "Summers", "West", "Vale", "Rivers"]
XXX_SCENES: list[str] = ["Late Night Visit", "Poolside", "Room Service", "Private Lesson", "Weekend Away",
                         "The Audition", "Summer Heat", "First Date", "Office Hours", "Rainy Day", "Hotel Stay",
                         "Intimate Moments", "The Interview", "Morning After", "Pure Passion", "Sweet Surrender"]


FILMS_OTHER_SCRIPT: list[str] = [
    "Сталкер (1979)", "千と千尋の神隠し", "기생충 (2019)", "霸王别姬 (1993)", "Брат 2",
    "Ирония судьбы, или С лёгким паром!",
    "Москва слезам не верит (1979)", "七人の侍", "花样年华", "올드보이 (2003)", "Летят журавли",
    "Бриллиантовая рука (1968)",
    "君の名は。", "となりのトトロ (1988)", "Служебный роман", "流浪地球 (2019)", "부산행",
    "Иван Васильевич меняет профессию",
]
SERIES_OTHER_SCRIPT: list[str] = [
    "Дом дракона 2 сезон", "Слово пацана. Кровь на асфальте", "鬼滅の刃 無限列車編", "甄嬛传 全集", "재벌집 막내아들",
    "오징어 게임 시즌2", "Кухня все сезоны", "三体 (2023) 全30集", "Метод 2 сезон", "사랑의 불시착",
]
BOOKS_OTHER_SCRIPT: list[str] = [
    "Мастер и Маргарита - Булгаков", "三体 - 刘慈欣", "ノルウェイの森 村上春樹", "Война и мир - Лев Толстой",
    "Преступление и наказание.fb2", "活着 - 余华", "Пикник на обочине - Стругацкие",
]
PODCAST_TOPICS: list[str] = [
    "The Alibi", "How to Get Rich Quick (and Why You Won't)", "The Lottery Winners", "Why Prices Keep Going Up",
    "The Scam That Fooled Everyone", "Free Money", "Bitcoin's Wild Ride", "The Housing Market Explained",
    "Should You Buy or Rent?", "Debt Forgiveness", "The Ponzi King", "Why We Gamble", "Inside a Call Center Scam",
    "Your Credit Score, Explained", "The Price of a Diamond", "Sleep", "The Science of Habits", "Octopus Intelligence",
    "The Last Days of Pompeii", "Nvidia", "Costco", "The Economics of the Eras Tour", "The Great Emu War",
    "How Spam Took Over the Inbox", "The Nigerian Prince Email", "Who Pays for Free Apps?", "The Timeshare Trap",
    "Miracle Cures and Snake Oil", "Dating App Algorithms", "Win Big or Go Home", "Ozempic and the Diet Industry",
    "The Man Who Broke the Bank", "Fixing Your Posture", "What Happened to the Titanic Sub", "The Fall of FTX",
    "A Brief History of Coffee", "Loneliness", "The Invention of Time Zones", "Climbing Everest",
]
PODCAST_GUESTS: list[str] = ["Sam Altman", "Elon Musk", "Andrew Huberman", "Jordan Peterson", "Bill Gates",
                             "Brene Brown", "Malcolm Gladwell", "Mark Zuckerberg", "Neil deGrasse Tyson",
                             "Yuval Noah Harari", "Taylor Tomlinson", "Jensen Huang", "Kara Swisher", "Ed Sheeran"]
PODCAST_FORMS: list[str] = [
    "The Joe Rogan Experience #{n4} - {guest}", "Lex Fridman Podcast #{n3} - {guest}", "The Tim Ferriss Show #{n3}",
    "Huberman Lab - {topic}", "This American Life {n3}: {topic}", "Freakonomics Radio {n3}: {topic}",
    "The Daily - {date}", "99% Invisible {n3} - {topic}", "BiggerPockets Real Estate Podcast {n3}",
    "Smart Passive Income Podcast - SPI {n3}", "Side Hustle School - Episode {n4}", "The Money Guy Show - {topic}",
    "Odd Lots - {topic}", "How I Built This - {company}", "Acquired - {company}", "Dan Carlin's Hardcore History {n2}",
    "Conan O'Brien Needs a Friend - {guest}", "SmartLess - {guest}", "Gemischtes Hack #{n3}", "Lage der Nation {n3}",
    "Radiolab - {topic}", "Serial S01E0{n1} - {topic}", "Planet Money - {topic}", "Stuff You Should Know - {topic}",
    "The Rest Is History {n3}. {topic}", "The Dave Ramsey Show {date}", "Darknet Diaries Ep {n3}: {topic}",
    "No Such Thing As A Fish {n3}", "My Favorite Murder {n3}", "Behind the Bastards - {topic}",
    "Choses a Savoir - {topic}", "Fest & Flauschig - Folge {n3}",
]
COMPANIES: list[str] = ["Spanx: Sara Blakely", "Airbnb: Joe Gebbia", "Nvidia", "Costco", "Hermes", "LVMH", "Visa",
                        "Rolex", "Novo Nordisk", "Nintendo", "IKEA", "Trader Joe's", "Patagonia: Yvon Chouinard"]
LECTURES: list[str] = [
    "MIT 6.006 Introduction to Algorithms, Fall 2011", "Stanford CS229 Machine Learning - Lecture 1",
    "Harvard CS50 2023 - Lecture 0 - Scratch", "Yale ECON 252 Financial Markets - Robert Shiller",
    "The Great Courses - The Great Ideas of Philosophy", "Udemy - The Complete Python Bootcamp From Zero to Hero",
    "Coursera - Learning How to Learn", "Feynman Lectures on Physics - Lecture 05", "Khan Academy - Calculus 1",
    "MasterClass - Gordon Ramsay Teaches Cooking", "Udemy - The Complete Financial Analyst Course",
    "Udemy - Forex Trading A-Z With LIVE Examples", "LinkedIn Learning - Excel Essential Training",
    "Royal Institution Christmas Lectures 2023", "TED Talk - Brene Brown - The Power of Vulnerability",
    "MIT 18.06 Linear Algebra - Gilbert Strang", "Stanford CS231n 2017 Lecture 5",
    "Yale PSYC 110 Introduction to Psychology",
    "The Great Courses - How to Make Money in Stocks", "Wondrium - The Science of Mindfulness",
    "Berkeley CS61A - Lecture 12", "Udemy - Real Estate Investing: Rental Properties",
    "Oxford Lecture - Quantum Mechanics",
    "MasterClass - Chris Voss Teaches the Art of Negotiation", "Domestika - Watercolor Illustration",
    "Udemy - Complete Digital Marketing Course", "Coursera - Financial Markets (Yale)", "CS50x 2024 Week 3 Algorithms",
    "Gresham College - The Mathematics of Gambling", "Andrej Karpathy - Let's build GPT from scratch",
    "MIT OpenCourseWare 14.01 Principles of Microeconomics", "Jordan Peterson - Maps of Meaning Lecture 1",
    "Brilliant - Probability Fundamentals", "Udemy - Learn Spanish Complete Course", "Pimsleur German Level 1",
    "Michel Thomas - Foundation French", "Rosetta Stone Italian Level 1",
    "Udemy - Cryptocurrency Investment Course 2024",
    "Wharton - Introduction to Corporate Finance", "TEDx - How to Stop Screwing Yourself Over - Mel Robbins",
]
RADIO: list[str] = [
    "BBC Radio 4 - The Archers {date}", "Radio 1 Essential Mix - {dj} {date}", "John Peel Show {oldd}",
    "BBC 6 Music - Gideon Coe {date}", "Desert Island Discs - {guest}", "A State of Trance Episode {n4}",
    "Deutschlandfunk - Das Feature {date}", "NPR Fresh Air {date}", "Coast to Coast AM {date}",
    "The Howard Stern Show {date}", "Kiss FM London - {dj} {oldd}", "BBC Radio 2 - Sounds of the 60s {date}",
    "Radio Caroline {oldy} recording", "Pete Tong Essential Selection {date}", "Annie Mac Future Sounds {date}",
    "In Our Time - {topic}", "The Unbelievable Truth S{n2}E0{n1}", "Just a Minute S{n2}E0{n1}",
    "Wait Wait... Don't Tell Me! {date}", "Car Talk {oldd}",
]
DJS: list[str] = ["Fred again..", "Four Tet", "Peggy Gou", "Sasha", "Carl Cox", "Charlotte de Witte", "Jamie xx",
                  "Daft Punk", "Fatboy Slim", "Paul Oakenfold", "Solomun", "Amelie Lens"]
SERMONS: list[str] = [
    "Sunday Service {date} - {pastor} - Faith Over Fear", "Tim Keller - The Prodigal God",
    "Charles Spurgeon - All of Grace (sermon reading)", "Joel Osteen - You Are Blessed", "Joel Osteen - Expect Favor",
    "Billy Graham Crusade 1957 - Madison Square Garden", "Friday Khutbah {date} - Patience in Hardship",
    "Rabbi Jonathan Sacks - Covenant and Conversation - Vayeshev", "Easter Vigil Mass {oldy}",
    "John Piper - Don't Waste Your Life",
    "Pastor {pastor} - Walking in Abundance", "Midnight Mass St Peter's {oldy}",
    "Alistair Begg - Truth for Life {date}",
    "TD Jakes - Crushing", "Sermon on Luke 12 - The Rich Fool - {pastor}", "Choral Evensong from King's College {date}",
    "Sunday Worship BBC Radio 4 {date}", "Dharma talk - Jack Kornfield - Loving Kindness",
]
PASTORS: list[str] = ["Pastor Mike Evans", "Rev. Sarah Collins", "Pastor David Kim", "Father John O'Brien",
                      "Pastor James Okoye", "Rev. Anne Hughes"]
NEWS: list[str] = [
    "BBC News at Six {date}", "Tagesschau 20 Uhr {dedate}", "NOS Journaal 20.00 uur {dedate}",
    "CBS Evening News {date}",
    "60 Minutes {date}", "PBS NewsHour {date}", "Newsnight {date}", "Telediario 21h {dedate}", "TG1 ore 20 {dedate}",
    "Время {dedate}", "新闻联播 {date}", "NHK ニュース7 {date}", "heute journal {dedate}", "Channel 4 News {date}",
    "ABC World News Tonight {date}", "France 2 Journal de 20h {dedate}", "Tagesthemen {dedate}",
    "ITV News at Ten {date}", "Al Jazeera Newshour {date}", "NBC Nightly News {date}", "Dateline NBC - {topic}",
    "Frontline - {topic}",
]
HOME: list[str] = [
    "Family holiday Spain 2019", "wedding video Mark and Lisa", "my vinyl rips part 3", "dad's slides scanned 1970s",
    "Christmas 2022 phone videos", "old VHS transfers - birthday 1994", "Grandma 90th birthday",
    "kids school play 2023",
    "Scans - family photos box 2", "band rehearsal 2008-06-12", "dashcam A1 trip", "drone footage lake district",
    "holiday pics greece 2018", "my demo tapes 1996-1999", "home movies 8mm reel 4", "camping trip 2021 gopro",
    "baby's first year", "our house renovation timelapse", "garden birds trail camera 2023", "my mixtape collection",
    "school reunion 2015 photos", "cassette rips - uncle Tom's jazz tapes", "New Year's Eve 1999 camcorder",
    "lego stop motion by Jamie", "honeymoon Bali 2016", "sunday league final 2019 full match", "piano recital 2022",
    "my dnd session recordings", "scanned recipe cards mum", "minecraft world backup 2020",
    "roadtrip usa 2017 part 2", "choir concert december 2023", "granddad war letters scanned",
]


def dotted(s: str) -> str:
    """Scene-style name: ASCII, apostrophes dropped, & -> and, words joined by dots."""
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    s = s.replace("&", "and").replace("'", "").replace("$", "")
    s = re.sub(r"[^A-Za-z0-9.\- ]+", " ", s)
    s = s.replace(" - ", " ")
    s = re.sub(r"[ .]+", ".", s.strip())
    return s.strip(".")


def under(s: str) -> str:
    return dotted(s).replace(".", "_")


def rdate(rng: random.Random, lo: int = 2019, hi: int = 2025) -> tuple[int, int, int]:
    return rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28)


def iso(rng: random.Random) -> str:
    y, m, d = rdate(rng)
    return f"{y}-{m:02d}-{d:02d}"


def fill_simple(rng: random.Random, form: str) -> str:
    y, m, d = rdate(rng)
    values: dict[str, Callable[[], str]] = {
        "n1": lambda: str(rng.randint(1, 9)), "n2": lambda: str(rng.randint(10, 80)),
        "n3": lambda: str(rng.randint(100, 880)), "n4": lambda: str(rng.randint(1000, 2250)),
        "guest": lambda: rng.choice(PODCAST_GUESTS + GUESTS), "topic": lambda: rng.choice(PODCAST_TOPICS),
        "company": lambda: rng.choice(COMPANIES), "date": lambda: f"{y}-{m:02d}-{d:02d}",
        "dedate": lambda: f"{d:02d}.{m:02d}.{y}", "dj": lambda: rng.choice(DJS),
        "oldd": lambda: f"{rng.randint(1978, 2003)}-{m:02d}-{d:02d}", "oldy": lambda: str(rng.randint(1965, 2010)),
        "pastor": lambda: rng.choice(PASTORS),
    }
    return SLOT_RE.sub(lambda mt: values[mt.group(1)](), form)


def g_scene_tv(rng: random.Random) -> str:
    show, seasons = rng.choice(TV_SHOWS)
    s = rng.randint(1, min(seasons, 30)) if seasons < 1000 else seasons
    e = rng.randint(1, 8 if seasons <= 8 else 22)
    ep = f"S{s:02d}E{e:02d}"
    if rng.random() < 0.05:
        ep += f"E{e + 1:02d}"
    title = "." + dotted(rng.choice(EP_TITLES)) if rng.random() < 0.15 else ""
    tag = rng.choice(["", "", "", "", "", "", "REPACK.", "PROPER.", "iNTERNAL."])
    return f"{dotted(show)}.{ep}{title}.{tag}{rng.choice(TV_Q)}-{rng.choice(TV_GROUPS)}"


def g_p2p_tv(rng: random.Random) -> str:
    show, seasons = rng.choice(TV_SHOWS)
    s = rng.randint(1, min(seasons, 30)) if seasons < 1000 else seasons
    e = rng.randint(1, 8 if seasons <= 8 else 22)
    et = rng.choice(EP_TITLES)
    grp = rng.choice(TV_GROUPS)
    forms = [
        f"{show} ({rng.randint(2005, 2024)}) - S{s:02d}E{e:02d} - {et} [WEBDL-1080p][EAC3 5.1][h264]-{grp}",
        f"{show} S{s:02d}E{e:02d} 1080p WEB H264-{grp}",
        f"{show} - {s}x{e:02d} - {et}",
        f"{dotted(show)}.S{s:02d}E{e:02d}.720p.HEVC.x265-MeGusta",
        f"{show} S{s:02d}E{e:02d} [1080p] [WEB-DL] [x265] [10bit] [AAC 5.1]",
        f"{show} - S{s:02d}E{e:02d} - {et} [HDTV-720p]",
        f"{show} S{s:02d}E{e:02d} 720p x264 AAC",
        f"{dotted(show)}.S{s:02d}E{e:02d}.1080p.x265-ELiTE",
    ]
    return rng.choice(forms)


def g_season_pack(rng: random.Random) -> str:
    show, seasons = rng.choice(TV_SHOWS)
    s = rng.randint(1, min(seasons, 30)) if seasons < 1000 else seasons
    q = rng.choice(TV_Q)
    grp = rng.choice(TV_GROUPS)
    forms = [
        f"{dotted(show)}.S{s:02d}.{q}-{grp}",
        f"{dotted(show)}.S{s:02d}.COMPLETE.{q}-{grp}",
        f"{show} Season {s} Complete 720p WEBRip x264",
        f"{show} S01-S{min(seasons, 30):02d} Complete 1080p BluRay x265 HEVC 10bit",
        f"{show} (Complete Series) [1080p x265 10bit]",
        f"{dotted(show)}.S{s:02d}.1080p.BluRay.x264-{grp}",
    ]
    return rng.choice(forms)


def g_daily(rng: random.Random) -> str:
    show, talk = rng.choice(DAILY)
    y, m, d = rdate(rng, 2021, 2025)
    guest = "." + dotted(rng.choice(GUESTS)) if talk and rng.random() < 0.7 else ""
    q = rng.choice(["720p.HDTV.x264", "1080p.WEB.h264", "720p.WEB.h264", "WEB.x264", "1080p.HDTV.H264",
                    "480p.x264-mSD"])
    grp = "" if q.endswith("mSD") else "-" + rng.choice(TV_GROUPS + ["HEEL", "WH", "TWERK"])
    return f"{dotted(show)}.{y}.{m:02d}.{d:02d}{guest}.{q}{grp}"


def g_scene_movie(rng: random.Random) -> str:
    title, year = rng.choice(FILMS)
    q = rng.choice(MOVIE_Q)
    if year < 1998 and "WEB" in q and rng.random() < 0.5:
        q = "1080p.BluRay.x264"
    return f"{dotted(title)}.{year}.{rng.choice(MOVIE_TAGS)}{q}-{rng.choice(MOVIE_GROUPS)}"


def g_p2p_movie(rng: random.Random) -> str:
    title, year = rng.choice(FILMS)
    forms = [
        f"{title} ({year}) [1080p] [BluRay] [5.1] [YTS.MX]",
        f"{title} ({year}) 1080p BrRip x264 - YIFY",
        f"{dotted(title)}.{year}.1080p.BluRay.x265-RARBG",
        f"{title} {year} 2160p UHD BluRay REMUX HDR HEVC Atmos-FGT",
        f"{title} ({year}) (1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole)",
        f"{title} ({year}) [2160p] [4K] [WEB] [5.1] [YTS.MX]",
        f"{dotted(title)}.{year}.MULTi.1080p.BluRay.x264-{rng.choice(MOVIE_GROUPS)}",
        f"{title} {year} 720p WEBRip 800MB x264-GalaxyRG",
        f"{title} ({year}) [1080p x265 10bit DDP5.1]",
        f"{title} {year} 1080p WEB-DL H264 AC3-EVO",
        f"{title} ({year}) [720p] [BluRay] [YTS.MX]",
    ]
    return rng.choice(forms)


def crc(rng: random.Random) -> str:
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(8))


def g_anime(rng: random.Random) -> str:
    title, eps = rng.choice(ANIME)
    ep = rng.randint(1, eps)
    w = 4 if eps >= 1000 else 2
    grp = rng.choice(ANIME_GROUPS)
    r = rng.random()
    if r < 0.08:
        b = rng.choice(ANIME_BATCH)
        return rng.choice([
            f"[Coalgirls] {b} (1920x1080 Blu-ray FLAC)",
            f"[Beatrice-Raws] {b} [BDRip 1920x1080 HEVC FLAC]",
            f"[{grp}] {b} (Batch) [1080p]",
            f"[sam] {b} [BD 1080p FLAC]",
        ])
    if r < 0.16:
        jp = rng.choice(ANIME_JP)
        return f"[{rng.choice(['Nekomoe kissaten', 'LoliHouse', 'Lilith-Raws', 'ANi'])}] {jp} - {ep:02d} [1080p]"
    forms = [
        f"[{grp}] {title} - {ep:0{w}d} (1080p) [{crc(rng)}].mkv",
        f"[{grp}] {title} - {ep:0{w}d} [1080p][Multiple Subtitle][{crc(rng)}].mkv",
        f"[{grp}] {title} - {ep:0{w}d} [720p].mkv",
        f"[{grp}] {title} - S0{rng.randint(1, 3)}E{ep:02d} [1080p][HEVC x265 10bit][Multi-Subs]",
        f"[{grp}] {title} - {ep:0{w}d} (1080p) [{crc(rng)}]",
        f"[{grp}] {title} - {ep:0{w}d} v2 (720p) [{crc(rng)}]",
    ]
    return rng.choice(forms)


def album_pick(rng: random.Random) -> tuple[str, str, int]:
    if rng.random() < 0.08:
        return rng.choice(ALBUMS_OTHER_SCRIPT)
    return rng.choice(ALBUMS)


def g_music_scene(rng: random.Random) -> str:
    grp = rng.choice(MUSIC_GROUPS)
    if rng.random() < 0.12:
        artist, song = rng.choice(SINGLES)
        return f"{under(artist)}-{under(song)}-(SINGLE)-WEB-{rng.randint(2015, 2025)}-{grp}"
    artist, album, year = rng.choice(ALBUMS)
    ry = year if year >= 2005 else rng.randint(2010, 2024)
    a, b = under(artist), under(album)
    cat = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(rng.randint(2, 4))) + str(rng.randint(10, 999))
    forms = [
        f"{a}-{b}-WEB-{ry}-{grp}",
        f"{a}-{b}-({cat})-WEB-{ry}-{grp}",
        f"{a}-{b}-24BIT-WEB-FLAC-{ry}-{grp}",
        f"{a}-{b}-CD-FLAC-{year}-{grp}",
        f"{a}-{b}-(Deluxe_Edition)-WEB-{ry}-{grp}",
        f"{a}-{b}-REMASTERED-CD-FLAC-{ry}-{grp}",
        f"{a}-{b}-VINYL-FLAC-{ry}-{grp}",
        f"{artist.replace(' ', '-')}-{album.replace(' ', '-')}-WEB-{ry}-{grp}",
        f"{a}-{b}-2CD-{ry}-{grp}",
    ]
    return rng.choice(forms)


def g_music_p2p(rng: random.Random) -> str:
    artist, album, year = album_pick(rng)
    forms = [
        f"{artist} - {album} ({year}) [FLAC]",
        f"{artist} - {album} ({year}) [FLAC 24-96]",
        f"{artist} - {album} ({year}) [24Bit-96kHz] FLAC [PMEDIA] ⭐️",
        f"{artist} - {album} ({year}) Mp3 320kbps [PMEDIA] ⭐️",
        f"{artist} - {album} [{year}] [MP3 V0]",
        f"{artist} - {album} ({year}) [MP3 320]",
        f"{artist} - {year} - {album} [FLAC]",
        f"({year}) {artist} - {album} [WEB FLAC]",
        f"{artist} - Discography ({year}-{min(year + rng.randint(5, 30), 2024)}) [FLAC]",
        f"{artist} - {album} ({year}) [Vinyl 24-192]",
        f"{artist} - {album} (Remastered) ({year}) FLAC",
    ]
    return rng.choice(forms)


def g_audiobook(rng: random.Random) -> str:
    author, title = rng.choice(BOOKS)
    narr = rng.choice(NARRATORS)
    forms = [
        f"{author} - {title} [Unabridged] (read by {narr})",
        f"{author} - {title} ({rng.randint(2010, 2024)}) [m4b] [64kbps]",
        f"{title} by {author} [Audiobook] MP3",
        f"{author} - {title} - Narrated by {narr} - Unabridged",
        f"{author} - {title} (Audiobook) {rng.choice(['64k', '128k', '32kbps', 'm4b'])}",
        f"{under(author)}_-_{under(title)}-AUDIOBOOK-WEB-EN-{rng.randint(2016, 2024)}-"
        f"{rng.choice(['OMA', 'BitBook', 'TEAM'])}",
    ]
    return rng.choice(forms)


def g_ebook(rng: random.Random) -> str:
    author, title = rng.choice(BOOKS)
    pub = rng.choice(PUBLISHERS)
    year = rng.randint(2012, 2024)
    forms = [
        f"{author} - {title} (epub)",
        f"{author} - {title} ({year}, {pub}) [EPUB]",
        f"{title} - {author}.epub",
        f"{author} - {title}.azw3",
        f"{author} - {title} (retail) (mobi)",
        f"{title} by {author} (PDF)",
        f"{author} - {title} [{pub}] (pdf, epub, mobi)",
        f"{title} ({rng.choice(['2nd', '3rd', '4th', '10th Anniversary'])} Edition) - {author}.pdf",
        f"{dotted(pub)}.{dotted(title)}.{year}.RETAIL.EPUB.eBook-{rng.choice(['BitBook', 'DiSTRiBUTiON', 'ELOHiM'])}",
    ]
    return rng.choice(forms)


def g_comic(rng: random.Random) -> str:
    y = rng.randint(2019, 2025)
    grp = rng.choice(COMIC_GROUPS)
    r = rng.random()
    if r < 0.2:
        m = rng.choice(MANGA)
        return rng.choice([f"{m} v{rng.randint(1, 40):02d} ({y}) (Digital) (1r0n)",
                           f"{m} v{rng.randint(1, 40):02d} ({y}) (Digital) (danke-Empire)",
                           f"{m} - Chapter {rng.randint(20, 1130)}"])
    if r < 0.27:
        return rng.choice([
            f"Asterix - Tome {rng.randint(1, 40)} (FR) (cbz)",
            f"2000 AD Prog {rng.randint(2200, 2420)} ({y}) (digital) (Minutemen-Excelsior)",
            f"Les Aventures de Tintin - {rng.randint(1, 24):02d} (BD) (cbr)",
            f"Spirou et Fantasio - Tome {rng.randint(1, 56)}",
        ])
    s = rng.choice(COMICS)
    forms = [
        f"{s} {rng.randint(1, 160):03d} ({y}) (Digital) ({grp}).cbr",
        f"{s} {rng.randint(1, 160):03d} ({y}) (digital) ({grp})",
        f"{s} v{rng.randint(1, 12):02d} - TPB ({y}) (Digital) ({grp})",
        f"{s} {rng.randint(1, 900)} ({rng.randint(1960, 2018)}).cbz",
    ]
    return rng.choice(forms)


def g_magazine(rng: random.Random) -> str:
    mag = rng.choice(MAGAZINES)
    y = rng.randint(2018, 2025)
    mo = rng.randint(1, 12)
    forms = [
        f"{mag} - {MONTHS[mo - 1]} {y}",
        f"{mag} - {rng.randint(1, 28)} {MONTHS[mo - 1]} {y}",
        f"{mag} {mo:02d}.{y}",
        f"{mag} - Issue {rng.randint(12, 640)}, {y}",
        f"{mag} {rng.choice(['UK', 'USA', 'Australia', 'Germany'])} - {MONTHS[mo - 1]} {y}",
        f"{mag} - {MONTHS[mo - 1]} {y} (True PDF)",
        f"{mag} No.{rng.randint(1, 52):02d}/{y}.pdf",
    ]
    return rng.choice(forms)


def g_software(rng: random.Random) -> str:
    name, vers = rng.choice(SOFTWARE)
    ver = rng.choice(vers)
    grp = rng.choice(SOFT_GROUPS)
    forms = [
        f"{dotted(name)}.v{ver}.x64-{grp}",
        f"{name} {ver} (x64) Multilingual",
        f"{name} v{ver} Portable",
        f"{dotted(name)}.v{ver}.MacOS-{grp}",
        f"{dotted(name)}.{ver}.Multilingual.x64-{grp}",
        f"{name} {ver} Final",
        f"{dotted(name)}.v{ver}.WiN.x64-{grp}",
        f"{name} {ver} x64 + x86",
    ]
    return rng.choice(forms).replace("vR", "R")


def g_game(rng: random.Random) -> str:
    if rng.random() < 0.15:
        g, plat, grp = rng.choice(CONSOLE_GAMES)
        return rng.choice([f"{dotted(g)}.{plat}-{grp}",
                           f"{dotted(g)}.Update.v1.{rng.randint(1, 9)}.0.{plat}-{grp}",
                           f"{dotted(g)}.MULTi{rng.choice([5, 8, 10])}.{plat}-{grp}"])
    g = rng.choice(GAMES)
    grp = rng.choice(GAME_GROUPS)
    a, b = rng.randint(0, 20), rng.randint(0, 9)
    snake = re.sub(r"[^a-z0-9]+", "_", g.lower()).strip("_")
    forms = [
        f"{dotted(g)}-{grp}",
        f"{dotted(g)}.Update.v1.{a}.{b}-{grp}",
        f"{dotted(g)}.v1.{a}-{grp}",
        f"{g} (v1.{a}.{b}) [FitGirl Repack]",
        f"{g} [DODI Repack]",
        f"setup_{snake}_1.{a}.{b}_(64bit)_({rng.randint(10000, 79999)}).exe",
        f"{g} v1.{a} MULTi12-ElAmigos",
        f"{dotted(g)}.Deluxe.Edition-{grp}",
    ]
    return rng.choice(forms)


def g_linux(rng: random.Random) -> str:
    iso_name = rng.choice(LINUX_ISOS)
    r = rng.random()
    if r < 0.2:
        return iso_name.rsplit(".", 1)[0].replace("-", " ").replace("_", " ")
    return iso_name


UFC: list[str] = ["Pereira", "Hill", "Jones", "Miocic", "Makhachev", "Poirier", "O'Malley", "Volkanovski", "Topuria",
                  "Adesanya", "Du Plessis", "Edwards", "Aspinall", "Holloway", "Gaethje"]
SPORT_GROUPS: list[str] = ["VERUM", "DARKSPORT", "HEEL", "SportsHD", "MWR", "WOU", "SBR", "ARiSCO"]


def two(rng: random.Random, pool: list[str]) -> tuple[str, str]:
    a, b = rng.sample(pool, 2)
    return a, b


def g_sports(rng: random.Random) -> str:
    y, m, d = rdate(rng, 2021, 2025)
    grp = rng.choice(SPORT_GROUPS)
    k = rng.randint(0, 13)
    if k == 0:
        r = rng.randint(1, 23)
        sess = rng.choice(["Race", "Qualifying", "Sprint", "Practice.One", "Pre-Race.Buildup"])
        return f"Formula1.{y}.Round{r:02d}.{dotted(F1_GP[r - 1])}.{sess}.SkyF1HD.1080P"
    if k == 1:
        a, b = two(rng, NFL)
        return f"NFL.{y}.Week.{rng.randint(1, 18):02d}.{a}.vs.{b}.720p.WEB.h264-{grp}"
    if k == 2:
        a, b = two(rng, NBA)
        return f"NBA.{y}.{m:02d}.{d:02d}.{a}.vs.{b}.1080p.WEB.h264-{grp}"
    if k == 3:
        a, b = two(rng, UFC)
        return f"UFC.{rng.randint(280, 310)}.{dotted(a)}.vs.{dotted(b)}.PPV.1080p.WEB.h264-{grp}"
    if k == 4:
        a, b = two(rng, FOOTBALL[:8])
        return f"EPL.{y}.{m:02d}.{d:02d}.{dotted(a)}.vs.{dotted(b)}.720p.WEB.h264-{grp}"
    if k == 5:
        a, b = two(rng, FOOTBALL)
        return f"UEFA.Champions.League.{y}.{dotted(a)}.vs.{dotted(b)}.1080p.WEB.h264-{grp}"
    if k == 6:
        return f"Tour.de.France.{y}.Stage.{rng.randint(1, 21):02d}.1080p.WEB.h264-{grp}"
    if k == 7:
        a, b = two(rng, ["Alcaraz", "Djokovic", "Sinner", "Medvedev", "Zverev", "Swiatek", "Sabalenka", "Gauff"])
        return f"Wimbledon.{y}.Final.{a}.vs.{b}.1080p.WEB.h264-{grp}"
    if k == 8:
        return f"MotoGP.{y}.Round{rng.randint(1, 20):02d}.{dotted(rng.choice(F1_GP))}.Race.1080p.WEB.h264-{grp}"
    if k == 9:
        return f"World.Series.of.Poker.{y}.Main.Event.Day.{rng.randint(1, 8)}.720p.WEB.h264-{grp}"
    if k == 10:
        return f"PDC.World.Darts.Championship.{y}.{rng.choice(['Final', 'Semi.Final', 'Round.3'])}.1080p.WEB.h264-{grp}"
    if k == 11:
        race = rng.choice(["Grand.National", "Kentucky.Derby", "Melbourne.Cup", "Epsom.Derby"])
        return f"{race}.{y}.720p.HDTV.x264-{grp}"
    if k == 12:
        a, b = two(rng, ["England", "Ireland", "France", "Wales", "Scotland", "Italy"])
        return f"Six.Nations.{y}.{a}.vs.{b}.1080p.HDTV.x264-{grp}"
    a, b = two(rng, FOOTBALL[8:20])
    league = rng.choice(["La.Liga", "Bundesliga", "Serie.A", "Ligue.1"])
    return f"{league}.{y}.{dotted(a)}.vs.{dotted(b)}.720p.WEB.h264-{grp}"


FOREIGN_GROUPS: list[str] = ["TVARCHiV", "WAYNE", "ZZGtv", "AWARDS", "MGE", "EDE", "QUiNTESSENZ", "VoDTv",
                             "SHORTBREHD", "SQUiZZiEs", "TELEMANIA", "MiLLENiUM", "NoTag", "RUSiNFO"]
FOREIGN_OTHER_SCRIPT: list[str] = [
    "Слово пацана. Кровь на асфальте (2023) WEB-DL 1080p", "Мастер и Маргарита (2024) BDRip 1080p",
    "Чебурашка (2022) WEB-DL 720p", "流浪地球2 (2023) 1080p WEB-DL", "Кухня (2012-2016) 1-6 сезон WEB-DL 720p",
    "재벌집 막내아들 E01 1080p WEB-DL", "Вызов (2023) WEB-DL 2160p", "Холоп 2 (2024) WEB-DL 1080p",
]


def g_foreign(rng: random.Random) -> str:
    r = rng.random()
    grp = rng.choice(FOREIGN_GROUPS)
    if r < 0.1:
        return rng.choice(FOREIGN_OTHER_SCRIPT)
    if r < 0.45:
        t, y, lang = rng.choice(FOREIGN_FILMS)
        q = rng.choice(["1080p.BluRay.x264", "720p.BluRay.x264", "DL.1080p.BluRay.x264", "1080p.WEB.H264",
                        "DVDRip.x264"])
        return f"{dotted(t)}.{y}.{lang}.{q}-{grp}"
    show, lang = rng.choice(FOREIGN_TV)
    q = rng.choice(["720p.WEB.h264", "1080p.WEB.h264", "WEB.x264", "1080p.HDTV.x264", "720p.HDTV.x264"])
    if lang == "FRENCH" and rng.random() < 0.3:
        lang = rng.choice(["MULTi", "VOSTFR"])
    return f"{dotted(show)}.S{rng.randint(1, 6):02d}E{rng.randint(1, 10):02d}.{lang}.{q}-{grp}"


def g_xxx(rng: random.Random) -> str:
    site = rng.choice(XXX_SITES)
    y, m, d = rdate(rng, 2019, 2025)
    who = f"{rng.choice(XXX_FIRST)}.{rng.choice(XXX_LAST)}"
    if rng.random() < 0.3:
        who += f".And.{rng.choice(XXX_FIRST)}.{rng.choice(XXX_LAST)}"
    scene = "." + dotted(rng.choice(XXX_SCENES)) if rng.random() < 0.4 else ""
    q = rng.choice(["1080p", "2160p", "720p", "480p"])
    grp = rng.choice(["WRB", "P2P", "XXX", "KTR", "GUSH", "NBQ", "iPT", "YAPG"])
    if rng.random() < 0.15:
        return f"[{site}] {who.replace('.', ' ')} - {rng.choice(XXX_SCENES)} ({y}) {q}"
    return f"{site}.{y % 100:02d}.{m:02d}.{d:02d}.{who}{scene}.XXX.{q}.{rng.choice(['MP4', 'HEVC.x265'])}-{grp}"


def g_bare_film(rng: random.Random) -> str:
    if rng.random() < 0.12:
        return rng.choice(FILMS_OTHER_SCRIPT)
    t, y = rng.choice(FILMS)
    forms = [t, f"{t} ({y})", f"{t} {y}", t.lower(), f"{t} [{y}]", f"{t} - {y}", f"{t} ({y}).mkv"]
    return rng.choice(forms)


def g_bare_series(rng: random.Random) -> str:
    if rng.random() < 0.15:
        return rng.choice(SERIES_OTHER_SCRIPT)
    show, seasons = rng.choice(TV_SHOWS)
    s = rng.randint(1, min(seasons, 30))
    forms = [f"{show} Season {s}", f"{show} - complete series", f"{show.lower()} complete", f"{show} series {s}",
             f"{show} S{s}", f"{show} season {s} episode {rng.randint(1, 12)}", f"{show} - all seasons"]
    return rng.choice(forms)


def g_bare_book(rng: random.Random) -> str:
    if rng.random() < 0.1:
        return rng.choice(BOOKS_OTHER_SCRIPT)
    author, title = rng.choice(BOOKS)
    forms = [f"{title} - {author}", title, f"{title}.pdf", f"{title} by {author}", title.lower(), f"{author} - {title}"]
    return rng.choice(forms)


def g_bare_album(rng: random.Random) -> str:
    artist, album, year = album_pick(rng)
    forms = [f"{artist} - {album}", album, f"{album} {year}", f"{artist.lower()} {album.lower()}",
             f"{artist} - {album} ({year})", f"{artist} {album} full album"]
    return rng.choice(forms)


def g_bare_game(rng: random.Random) -> str:
    g = rng.choice(GAMES + [c for c, _, _ in CONSOLE_GAMES])
    return rng.choice([g, g.lower(), f"{g} PC", f"{g} (PC game)", f"{g} - full game"])


def g_single(rng: random.Random) -> str:
    artist, song = rng.choice(SINGLES)
    forms = [f"{artist} - {song}", f"{artist} - {song}.mp3", f"{artist} - {song} (Official Video)",
             f"{artist} - {song} (Live)", f"{artist} - {song} [Remastered]", f"{song} - {artist}",
             f"{artist} - {song} (Extended Mix)", f"{artist.lower()} - {song.lower()}"]
    return rng.choice(forms)


def g_podcast(rng: random.Random) -> str:
    return fill_simple(rng, rng.choice(PODCAST_FORMS))


def g_lecture(rng: random.Random) -> str:
    lec = rng.choice(LECTURES)
    return rng.choice([lec, lec, f"{lec} (video)", f"{lec} [mp4]"])


def g_radio(rng: random.Random) -> str:
    return fill_simple(rng, rng.choice(RADIO))


def g_sermon(rng: random.Random) -> str:
    return fill_simple(rng, rng.choice(SERMONS))


def g_match(rng: random.Random) -> str:
    y, m, d = rdate(rng, 2021, 2025)
    r = rng.random()
    if r < 0.15:
        return rng.choice(["Спартак - Зенит", "Galatasaray - Fenerbahçe", "Legia - Lech", "ЦСКА - Локомотив",
                           "Beşiktaş - Trabzonspor", "Feyenoord - Ajax"]) + f" {d:02d}.{m:02d}.{y}"
    if r < 0.3:
        a, b = two(rng, NFL)
        return f"{a} v {b} full game {y}"
    if r < 0.4:
        a, b = two(rng, ["Alcaraz", "Djokovic", "Sinner", "Nadal", "Federer", "Murray"])
        return f"{a} vs {b} {rng.choice(['Wimbledon', 'US Open', 'Roland Garros', 'Australian Open'])} {y} final"
    a, b = two(rng, FOOTBALL)
    return rng.choice([f"{a} vs {b} {y}-{m:02d}-{d:02d}", f"{a} - {b} {d:02d}.{m:02d}.{y}",
                       f"{a} v {b} full match", f"{a} gegen {b}", f"{a} vs {b} highlights {y}"])


def g_news(rng: random.Random) -> str:
    return fill_simple(rng, rng.choice(NEWS))


def g_home(rng: random.Random) -> str:
    h = rng.choice(HOME)
    return rng.choice([h, h, h.title(), f"{h} (part {rng.randint(1, 6)})"])


def legit_shell(rng: random.Random, title: str, exts: list[str]) -> str:
    total = rng.choice([3, 12, 25, 45, 78, 130])
    part = rng.randint(1, total)
    segs = rng.choice([1, 15, 60, 137, 280])
    ext = rng.choice(exts)
    forms = [
        f'[{part:02d}/{total:02d}] - "{title}{ext}" yEnc ({rng.randint(1, segs)}/{segs})',
        f'{title} [{part}/{total}] - "{title}.part{part:02d}.rar" yEnc (1/{segs})',
        f'"{title}.nzb" yEnc (1/1)',
        f'({title}) [{part}/{total}] - "{title}.vol{part:02d}+{part + 1:02d}.par2" yEnc (1/{segs})',
        f'{title} - [{part:03d}/{total:03d}] - "{title}{ext}" yEnc',
    ]
    return rng.choice(forms)


LEGIT_FAMILIES: list[tuple[str, int, Callable[[random.Random], str], float, list[str]]] = [
    ("legit:scene-tv", 220, g_scene_tv, 0.10, [".mkv", ".rar"]),
    ("legit:p2p-tv", 85, g_p2p_tv, 0.08, [".mkv", ".mp4"]),
    ("legit:season-pack", 70, g_season_pack, 0.10, [".rar"]),
    ("legit:daily-show", 60, g_daily, 0.10, [".mkv", ".rar"]),
    ("legit:scene-movie", 170, g_scene_movie, 0.10, [".mkv", ".rar"]),
    ("legit:p2p-movie", 100, g_p2p_movie, 0.08, [".mkv", ".mp4"]),
    ("legit:anime", 120, g_anime, 0.06, [".mkv"]),
    ("legit:music-scene", 100, g_music_scene, 0.10, [".rar", ".zip"]),
    ("legit:music-p2p", 90, g_music_p2p, 0.08, [".rar", ".zip"]),
    ("legit:audiobook", 45, g_audiobook, 0.10, [".m4b", ".rar"]),
    ("legit:ebook", 70, g_ebook, 0.06, [".epub", ".rar"]),
    ("legit:comic", 40, g_comic, 0.06, [".cbr", ".cbz"]),
    ("legit:magazine", 55, g_magazine, 0.06, [".pdf"]),
    ("legit:software", 80, g_software, 0.10, [".rar", ".zip"]),
    ("legit:game", 70, g_game, 0.10, [".rar", ".iso"]),
    ("legit:linux-iso", 30, g_linux, 0.10, [".iso", ".rar"]),
    ("legit:sports", 70, g_sports, 0.10, [".mkv", ".rar"]),
    ("legit:foreign-scene", 65, g_foreign, 0.10, [".mkv", ".rar"]),
    ("legit:xxx-scene", 45, g_xxx, 0.10, [".mp4", ".rar"]),
    ("legit:bare-film", 75, g_bare_film, 0.04, [".mkv", ".avi"]),
    ("legit:bare-series", 45, g_bare_series, 0.04, [".mkv", ".rar"]),
    ("legit:bare-book", 55, g_bare_book, 0.04, [".epub", ".pdf"]),
    ("legit:bare-album", 40, g_bare_album, 0.04, [".zip", ".rar"]),
    ("legit:bare-game", 25, g_bare_game, 0.04, [".iso", ".rar"]),
    ("legit:single", 60, g_single, 0.04, [".mp3", ".flac"]),
    ("legit:podcast", 55, g_podcast, 0.04, [".mp3"]),
    ("legit:lecture-course", 40, g_lecture, 0.04, [".mp4", ".rar"]),
    ("legit:radio", 25, g_radio, 0.04, [".mp3"]),
    ("legit:sermon", 15, g_sermon, 0.04, [".mp3"]),
    ("legit:sports-match", 30, g_match, 0.04, [".mkv", ".mp4"]),
    ("legit:news", 25, g_news, 0.04, [".mp4", ".ts"]),
    ("legit:home-collection", 25, g_home, 0.04, [".zip", ".rar", ".mp4"]),
]


def legit_rows(rng: random.Random) -> list[tuple[str, str, str]]:
    rows: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for family, count, gen, shell_p, exts in LEGIT_FAMILIES:
        made = 0
        while made < count:
            for _attempt in range(300):
                title = gen(rng)
                if rng.random() < shell_p:
                    title = legit_shell(rng, title, exts)
                title = clean(title)
                if title not in seen:
                    break
            else:
                raise RuntimeError(f"cannot make a unique title in {family}")
            seen.add(title)
            rows.append(("legit", family, title))
            made += 1
    return rows


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
