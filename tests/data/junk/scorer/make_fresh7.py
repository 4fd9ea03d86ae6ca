#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generate fresh7.tsv: a BLIND held-out evaluation set of Usenet release titles.

How it was written
------------------
Written blind, from the author's general knowledge only. Rules followed while
writing: no file of the spam scorer, its rules, its seed rule table, its docs
or ADRs, its tests, any other file of its test data directory, or any git
history was opened, listed, grepped, run or imported; no filter or evaluation
command was run; no web/corpus search for spam lists or title lists was made.
Knowledge used: familiarity with spam, scams and bait as seen in email, SMS,
messaging apps, forums and comment sections, search results, marketplaces and
Usenet binary groups; and with the naming habits of scene and P2P release
groups, posting tools (yEnc subjects, par2/nzb/rar sets, obfuscated posts),
and real films, series, music, books, software, games and broadcasts.

No title was added, dropped or reworded after seeing any filter output; the
author never saw any filter output for this set.

Output: fresh7.tsv next to this file, one row per line,
LABEL<TAB>FAMILY<TAB>TITLE, no header, shuffled, no duplicate titles.
Deterministic: random.Random(SEED) with SEED = 71207, no set iteration;
`python make_fresh7.py` from any directory rewrites the same bytes.

Junk half (~900 rows), family junk:<intent>, 52 intents, none above 4%:
  pharma_ed, pharma_rx, weight_loss, celebrity_gummies*, crypto_investment,
  forex_signals, pig_butchering*, crypto_recovery*, wallet_airdrop*,
  advance_fee, lottery_prize, bank_phishing, account_verification,
  parcel_fee, toll_fine_sms*, tax_refund, gov_grant*, tech_support,
  fake_antivirus, fake_codec_player, archive_password_lure, survey_lure,
  fake_release_site_ad, fake_release_malware, keygen_crack,
  premium_account_gen*, game_currency_gen*, adult_cam_dating, romance_scam,
  sextortion, casino_betting, payday_loans, work_from_home, task_job_scam*,
  money_mule*, mlm_recruitment, seo_backlinks, followers_likes,
  replica_luxury, essay_mill, iptv_reseller*, usenet_affiliate*,
  fake_invoice_bec*, domain_dmca_notice*, robocall_warranty*,
  pet_rental_scam*, fake_charity*, chain_hoax*, comment_spam*,
  engagement_bait*, oem_keys, family_impersonation*
  (* = less often listed). Each intent is phrased from many angles and
  registers (pitch, testimonial, warning, question, listing, headline, chat,
  formal letter, email subject, SMS, forum title, fake release name).
  About 12% of junk rows are in other languages (20 languages; Cyrillic,
  CJK, Hangul, Arabic, Devanagari, Thai, Hebrew, Greek scripts).
  Surface noise (posting shells, case games, separators, emoji, decoration,
  domains / defanged links, contact handles, leetspeak, spaced letters,
  padding / random tokens, Re:/Fwd:) is applied at random with a per-intent
  rate drawn at random; about a third of junk rows are clean copy.

Legit half (~2,100 rows), family legit:<kind>: about 70% structured release
names (scene/P2P TV, season packs, daily shows, films, anime fansubs, music,
audiobooks, ebooks, comics, magazines, software, games incl. GOG/repacks,
Linux/BSD ISOs, sports, foreign-language scene, XXX scene, documentaries,
obfuscated posts carrying a readable name) and about 30% without release
structure (bare titles, singles, podcasts, lectures, audio drama, sermons,
matches, news, personal collections, fan edits, radio shows), plus a modest
share (legit:adlike_work) of real works whose names read like ads, warnings,
questions or appeals. Some legit titles carry a posting shell; some are in
non-Latin scripts.
"""
import os
import re
import random

SEED = 71207
rng = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fresh7.tsv")


def L(block):
    """Non-empty, non-comment lines of a block, in order."""
    out = []
    for line in block.split("\n"):
        s = line.strip()
        if s and not s.startswith("#"):
            out.append(s)
    return out


def P(s):
    """Items of a |-separated string, in order."""
    return [x.strip() for x in s.split("|") if x.strip()]


def C(seq):
    return rng.choice(seq)


ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
ALNUM_MIX = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def rand_str(n, chars=ALNUM):
    return "".join(rng.choice(chars) for _ in range(n))


def digits(n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def dot(s):
    s = s.replace("'", "").replace("\u2019", "").replace(":", "").replace(",", "")
    s = s.replace("&", "and").replace("!", "").replace("?", "").replace("(", "").replace(")", "")
    s = re.sub(r"[\s/]+", ".", s)
    s = re.sub(r"\.+", ".", s)
    return s.strip(".")


def und(s):
    return dot(s).replace(".", "_")


# ---------------------------------------------------------------- slot data
S = {}
S["bank"] = P("Chase|Wells Fargo|Barclays|HSBC|Lloyds Bank|NatWest|Bank of America|Santander|ING|Commonwealth Bank|"
              "TD Bank|Monzo|Citibank|Halifax|Revolut|Capital One")
S["svc"] = P("Netflix|Disney+|Amazon Prime|Spotify|Apple ID|PayPal|Microsoft 365|Outlook|iCloud|Steam|eBay|Facebook|"
             "Instagram|WhatsApp|Dropbox|Coinbase|Hulu|Webmail")
S["courier"] = P("DHL|FedEx|UPS|USPS|Royal Mail|Evri|Canada Post|Australia Post|La Poste|PostNL|DPD|Correos|Yodel|"
                 "Parcelforce")
S["amt"] = P("$500|$1,250|$3,000|$750|$2,400|$10,000|$250|$4,870|$1,000|$6,500|$980")
S["amt2"] = P("$18,000|$45,000|$120,000|$9,600|$250,000")
S["big"] = P("$4.5 million|$12,500,000 USD|$7.2M|$25.8 million|EUR 3,500,000|US$10.5 Million|$8,700,000.00|"
             "GBP 2,750,000")
S["fee"] = P("$1.99|$2.99|$0.99|EUR 1.45|$3.00|$1.20|$4.95|$2.50")
S["pct"] = P("300%|1000%|40%|78%|500%|250%|92%")
S["n"] = P("3|5|7|10|14|21|30|12")
S["days"] = P("7|10|14|21|30")
S["name"] = P("Mrs. Grace Williams|Barrister James Okoro|Dr. Ahmed Bello|Sgt. Mark Daniels|Mrs. Aisha Mohammed|"
              "Mr. Li Wei|Capt. Sarah Miller|Mrs. Linda Chen|Prince Adewale Johnson|Dr. Mary Kingsley|"
              "Gen. Robert Hayes|Mr. Hassan Al-Rashid")
S["girl"] = P("Jessica|Amber|Kate|Olivia|Natasha|Mia|Sophie|Anna|Emily|Lena|Vivian|Cindy|Tiffany|Alina")
S["city"] = P("your area|London|Dallas|Toronto|Sydney|Manchester|Berlin|Chicago|Phoenix|Leeds|Melbourne|Houston|"
              "Glasgow")
S["film_pair"] = [("Oppenheimer", 2023), ("Dune Part Two", 2024), ("Avatar The Way of Water", 2022),
                  ("Deadpool and Wolverine", 2024), ("Inside Out 2", 2024), ("John Wick Chapter 4", 2023),
                  ("Barbie", 2023), ("Gladiator II", 2024), ("Moana 2", 2024), ("The Batman", 2022),
                  ("Top Gun Maverick", 2022), ("Wicked", 2024), ("Joker Folie a Deux", 2024),
                  ("Mission Impossible Dead Reckoning", 2023), ("Godzilla x Kong The New Empire", 2024),
                  ("Furiosa", 2024), ("Alien Romulus", 2024), ("Venom The Last Dance", 2024), ("Twisters", 2024),
                  ("Kung Fu Panda 4", 2024), ("The Super Mario Bros Movie", 2023), ("Fast X", 2023),
                  ("Avengers Secret Wars", 2027), ("Superman", 2025), ("Captain America Brave New World", 2025)]
S["album"] = P("Taylor Swift - The Tortured Poets Department|Beyonce - Cowboy Carter|Drake - For All the Dogs|"
               "Billie Eilish - Hit Me Hard and Soft|Kendrick Lamar - GNX|Sabrina Carpenter - Short n Sweet|"
               "Dua Lipa - Radical Optimism|Coldplay - Moon Music|The Weeknd - Hurry Up Tomorrow|Rihanna - R9|"
               "Frank Ocean - new album|Travis Scott - Utopia")
S["game"] = P("GTA VI|Elden Ring Shadow of the Erdtree|Call of Duty Black Ops 6|Starfield|Baldurs Gate 3|"
              "Cyberpunk 2077 Phantom Liberty|Hogwarts Legacy|Black Myth Wukong|EA Sports FC 25|Minecraft|Palworld|"
              "Helldivers 2|The Sims 4 all DLC")
S["app"] = P("Adobe Photoshop 2024|Microsoft Office 2021|Windows 11 Pro|AutoCAD 2025|FL Studio 21|Final Cut Pro|"
             "Ableton Live 12|CorelDRAW 2024|Norton 360|Kaspersky Total Security|Adobe Premiere Pro|Vegas Pro 21|"
             "IDM Internet Download Manager|WinRAR|Adobe Acrobat Pro DC|Wondershare Filmora 13")
S["coin"] = P("Bitcoin|BTC|ETH|USDT|Solana|XRP|Dogecoin|PEPE|SHIB")
S["celeb"] = P("Elon Musk|Oprah|Dolly Parton|Tom Hanks|Jennifer Aniston|Martin Lewis|Kelly Clarkson|Joe Rogan|"
               "Keanu Reeves|Reba McEntire|Gordon Ramsay|Jamie Oliver")
S["pill"] = P("Viagra|Cialis|Levitra|Kamagra|Tadalafil|Sildenafil|Kamagra Oral Jelly")
S["drug"] = P("Xanax|Tramadol|Oxycodone|Valium|Ambien|Adderall|Ozempic|Phentermine|Modafinil|Hydrocodone")
S["shop"] = P("Walmart|Amazon|Costco|Target|Tesco|Aldi|Lidl|Home Depot|Best Buy|Apple|Starbucks|Sephora")
S["lux"] = P("Rolex|Louis Vuitton|Gucci|Prada|Omega|Cartier|Hermes|Chanel|Air Jordan|Yeezy|Ray-Ban|Moncler|"
             "Patek Philippe|Canada Goose")
S["agency"] = P("IRS|HMRC|CRA|ATO|Social Security Administration|Inland Revenue|US Treasury|Department of Revenue")
S["toll"] = P("E-ZPass|SunPass|FasTrak|TxTag|Dart Charge|Toll By Plate|Peach Pass|The Toll Roads|EZ Tag")
S["social"] = P("Instagram|TikTok|YouTube|Twitter|Facebook|Twitch|Spotify|Telegram|Threads")
S["vbucks"] = P("V-Bucks|Robux|Free Fire diamonds|COD Points|Minecoins|FC Points|Apex Coins|Valorant Points|"
                "Primogems|Gems")
S["car"] = P("Ford|Toyota|Honda|Chevrolet|Nissan|Hyundai|Jeep|Dodge|Kia|BMW")
S["pet"] = P("French Bulldog puppies|Yorkie puppies|Maine Coon kittens|teacup Pomeranians|African grey parrots|"
             "Sphynx kittens|Golden Retriever pups|Dachshund puppies")
S["disaster"] = P("earthquake in Turkey|Maui wildfires|hurricane victims|floods in Pakistan|Morocco earthquake|"
                  "Ukraine war refugees|Libya floods|tsunami victims")
S["lottery"] = P("UK National Lottery|EuroMillions|Microsoft Lottery|Coca-Cola Promotion|Google Promo|Yahoo Awards|"
                 "Powerball International|Mega Millions Global|Shell Oil Promo")
S["company"] = P("Amazon|Deloitte|Adecco|Randstad|TikTok Shop|Unilever|a recruitment agency|Microsoft|Shopee|"
                 "Booking.com")
S["casino"] = P("SpinPalace77|LuckyWin Casino|VegasRoyale|JackpotKing|Slotz Heaven|BetMaxx|GoldenAce|Casino Rio Star")
S["pw"] = P("Summer2019!|qwerty123|iloveyou1|Liverpool1|P@ssw0rd|monkey12|dragon2020|sunshine88|Password123|"
            "letmein99")
S["product"] = P("ugg boots|nfl jerseys|jordans|cialis|cheap flights|payday loans|replica bags|led grow lights|"
                 "essay writing|locksmith|plumber|car insurance")
S["place"] = P("Africa|Gaza|Haiti|Yemen|Syria|the Philippines|Sudan")

DWORDS = P("get|my|best|top|free|secure|fast|hd|pro|online|premium|vip|club|hub|zone|now|direct|cloud|"
           "mega|win|cash|deal|flix|movie|warez|soft|rx|pharma|meds|verify|login|account|support|help|"
           "track|parcel|pay|bonus|lucky|sexy|date|crypto|coin|trade|gain|nzb|dl|files|zip|key")
TLDS = P(".xyz|.top|.ru|.club|.info|.biz|.online|.site|.cc|.su|.icu|.live|.click|.cn|.tk|.buzz|"
         ".shop|.vip|.win|.com|.net|.org|.io|.co|.me|.pw|.ws|.in")
HWORDS = P("vip|signals|dr|ethical|admin|support|crypto|mia|lucky|official|real|xx|trade|help|boss|"
           "recovery|king|queen|hot|money|iptv|keys|deals|plug|desk|agent|wolf|angel")


def s_domain():
    k = rng.choice([1, 2, 2, 3])
    w = rng.sample(DWORDS, k)
    d = rng.choice(["", "-", "", ""]).join(w)
    if rng.random() < 0.3:
        d += str(rng.randint(1, 999))
    return d + C(TLDS)


def s_handle():
    h = rng.choice(["_", "", "."]).join(rng.sample(HWORDS, rng.choice([1, 2])))
    if rng.random() < 0.6:
        h += digits(rng.randint(1, 4))
    return h


def s_phone():
    pats = ["+1 (8{d}{d}) {d}{d}{d}-{d}{d}{d}{d}", "+44 7{d}{d}{d} {d}{d}{d}{d}{d}{d}",
            "1-800-{d}{d}{d}-{d}{d}{d}{d}", "+234 80{d} {d}{d}{d} {d}{d}{d}{d}",
            "+91 9{d}{d}{d}{d}{d}{d}{d}{d}{d}", "+7 9{d}{d} {d}{d}{d}-{d}{d}-{d}{d}",
            "+61 4{d}{d} {d}{d}{d} {d}{d}{d}", "+1-888-{d}{d}{d}-{d}{d}{d}{d}", "0{d}{d}{d} {d}{d}{d} {d}{d}{d}{d}"]
    p = C(pats)
    while "{d}" in p:
        p = p.replace("{d}", digits(1), 1)
    return p


def s_url():
    d = s_domain()
    k = rng.randint(0, 9)
    if k == 0:
        return "hxxps://" + d + "/" + rand_str(rng.randint(4, 9), ALNUM_MIX)
    if k == 1:
        return "bit.ly/" + rand_str(7, ALNUM_MIX)
    if k == 2:
        return "www." + d
    if k == 3:
        return d.replace(".", "[.]")
    if k == 4:
        return d.replace(".", " (dot) ")
    if k == 5:
        return "t.me/" + s_handle()
    if k == 6:
        return "https://" + d + "/?ref=" + rand_str(6)
    if k == 7:
        return "tinyurl.com/" + rand_str(8)
    return d


def s_ref():
    k = rng.randint(0, 4)
    if k == 0:
        return digits(rng.randint(6, 10))
    if k == 1:
        return rand_str(2).upper() + digits(9) + rand_str(2).upper()
    if k == 2:
        return rand_str(3).upper() + "-" + digits(5)
    if k == 3:
        return "#" + digits(7)
    return "ZX" + digits(6)


def s_date():
    m = C(P("Jan|Feb|March|April|May|June|July|Aug|Sept|Oct|Nov|Dec"))
    return "%s %d" % (m, rng.randint(1, 28))


def s_film():
    t, y = C(S["film_pair"])
    return "%s (%d)" % (t, y)


def s_filmdot():
    t, y = C(S["film_pair"])
    return dot(t) + "." + str(y)


DYN = {"domain": s_domain, "tg": lambda: "@" + s_handle(), "phone": s_phone, "url": s_url,
       "ref": s_ref, "date": s_date, "film": s_film, "filmdot": s_filmdot,
       "code": lambda: rand_str(rng.randint(5, 8)).upper(), "girl2": lambda: C(S["girl"]),
       "email": lambda: s_handle() + "@" + C(["gmail.com", "protonmail.com", "outlook.com", "mail.ru"])}


def fill(t):
    def rep(m):
        k = m.group(1)
        if k in DYN:
            return DYN[k]()
        return C(S[k])
    return re.sub(r"\{(\w+)\}", rep, t)

# ---------------------------------------------------------------- junk templates
JT = {}
JT["pharma_ed"] = """
Buy {pill} online without prescription - discreet worldwide shipping
Generic {pill} 100mg from {fee} per pill
Last longer in bed tonight: {pill} trial pack FREE with first order
Why are men over 50 switching to this $1 blue pill? Urologists furious
My wife noticed the difference after 3 nights (honest {pill} review)
Cheap {pill} 20mg x 90 tabs, no Rx needed, ships today
Don't buy {pill} before you read this warning
Is it safe to order {pill} from Canada? best online pharmacy 2024
Herbal {pill} alternative - 100% natural, rock hard results
Your order of {pill} has shipped - tracking number inside
Add 3 inches in {n} weeks - clinically proven formula
Men: do THIS before bed for stronger erections (doctor explains)
{pill}.Gold.Edition.2024.COMPLETE.PACK
Special offer for valued customer: {pill} {pct} OFF today only
FreeMsg: Men's health pharmacy - {pill} 4 for price of 2, reply STOP to opt out
[Question] anyone tried the {pill} from that online store? legit or fake?
"""
JT["pharma_rx"] = """
Order {drug} online - overnight delivery, no prescription
{drug} 2mg bars for sale, stealth shipping, crypto accepted
Need {drug}? licensed pharmacy, no doctor visit required
Buy {drug} 10mg cash on delivery in {city}
Legit vendor: {drug} in stock, reviews on telegram {tg}
Cheapest {drug} online 2024 - compare 12 pharmacies
Your prescription refill for {drug} is ready - confirm delivery address
ADHD meds without a diagnosis? we ship {drug} worldwide
Canadian pharmacy clearance: {drug} and {pill} up to {pct} off
Where can I get {drug} without seeing a doctor? (help)
{drug} pills available now - DM for full menu
Pain clinic closed? Get your {drug} delivered discreetly
No script needed - {drug}, {drug2} and more, fast EU shipping
"""
JT["weight_loss"] = """
Lose {n} kg in {days} days without diet or exercise
This 10-second morning ritual melts belly fat while you sleep
Doctors stunned: mom of 3 loses 42 lbs with one weird trick
Keto Burn Xtreme - official site - only 17 bottles left
Pure Garcinia extract FREE trial, just pay shipping
A fat burner that actually works? My 30-day before and after
Get ozempic-style results without needles - new pill sells out
Flat belly in 14 days: the Japanese tea secret
Melt 1 lb of fat a day - try it risk-free for 60 days
Weight loss patch: stick it on and sleep the fat away
BREAKING: new "fat switch" discovery has nutritionists panicking
How I dropped 4 dress sizes before my wedding (not sponsored!!)
Slimming capsules wholesale, private label, MOQ 100
Lose.Weight.Fast.Hypnosis.Program.2024.FULL.MP3
"""
JT["celebrity_gummies"] = """
{celeb} reveals the keto gummies that helped her lose 60 lbs
{celeb} CBD gummies: investors fight over the deal on live TV
Why {celeb} is being sued by big pharma over these gummies
Official {celeb} CBD Gummies - 50% off for today's viewers
{celeb} shocked the hosts live on air - the clip they tried to delete
As seen on Dragons' Den: keto ACV gummies sold out nationwide
{celeb} apple cider vinegar gummies reviews 2024 - scam or legit?
Exclusive: {celeb} quits TV to promote a new bitcoin platform
{celeb} Leaked Interview FULL VIDEO - the gummies that changed everything
"I was skeptical until..." {celeb} endorses hearing-restoration drops
{celeb} warns: throw out your statins and take this instead
Tragic news for {celeb}... fans are heartbroken (see what happened)
{celeb} breaks silence on new diabetes breakthrough
"""
JT["crypto_investment"] = """
Turn {amt} into {amt2} in {days} days with our AI trading bot
Guaranteed {pct} monthly returns - BTC mining pool, withdraw any time
Quantum AI trading: platform backed by {celeb}, join before it closes
New memecoin 100x gem launching tonight, presale link inside
I made {amt} last week trading {coin} - ask me how
Invest $250 today, withdraw $8,000 on Friday
Top 3 coins to buy before the {coin} halving (not financial advice lol)
Cloud mining contract 0.5 BTC/day - free trial hashpower
VIP pump group: next {coin} signal in 10 minutes, join {tg}
Passive income with {coin} staking - 2% daily, compounding
Account manager: your profit of {amt} is ready, pay the release tax first
Retired nurse earned $312,000 with this crypto app - see how
Is Immediate Edge legit? My honest review after 30 days
Crypto.Trading.Bot.Pro.v5.2.Cracked.Guaranteed.Profit
"""
JT["forex_signals"] = """
Free forex signals 95% accuracy - join our Telegram {tg}
Gold XAUUSD VIP signals - 500 pips every week
Copy my trades: {pct} account growth in {n} months (verified)
Forex robot EA that never loses - download free
Binary options strategy that made me {amt} in one day
Funded trader account in 1 day, no challenge, only $49
Become a millionaire with forex - mentorship 50% off this week
Account management: we trade, you profit, min deposit $500
Forex.Gold.Scalper.Pro.EA.v9.Unlimited.MT4.MT5
Stop losing money on forex! The secret indicator banks hide
Prop firm passing service - guaranteed pass or refund
I was broke 6 months ago. Now I trade 2 hours a day from Bali
Sure signals EURUSD today - 20 pips TP, 5 pips SL
"""
JT["pig_butchering"] = """
Hi, is this {girl2}? We were supposed to meet for dinner at 7
Sorry, wrong number! But you seem nice, where are you from?
Hello Mr. David, the golf lesson has moved to Saturday
hey it's {girl}, long time no see, did you get my message on WhatsApp?
Is this the dentist's office? I need to reschedule my cleaning
Oops I think I added the wrong contact. I'm {girl}, I work in wine import
Aunt Linda told me to text you about the apartment viewing
Hi dear, I'm {girl} from Hong Kong, my uncle teaches me gold trading
Good morning! I saved your number from the hiking group, right?
Did you get home safe last night? - {girl}
Hello, are you still selling the piano?
It's your old classmate {girl}, I changed my number
Mr. Chen? The documents you asked for are ready
"""
JT["crypto_recovery"] = """
Lost money to a crypto scam? We recover 100% of stolen funds
Hire a certified hacker to recover your scammed bitcoin - {tg}
Testimony: how {name} recovered my {amt} from a fake broker
Funds recovery experts - no upfront fee
Scammed by binary options? Get your money back in 72 hours
Contact RecoveryHack Pro for wallet recovery: {email}
I want to thank Dr. Ethical Hacks for getting my USDT back!!!
Legal notice: you are eligible to reclaim lost investments
Chargeback specialists - recover money lost to online scams
Crypto asset tracing: lost wallet? We work with Interpol
Your recovered funds ($47,300) are awaiting the release fee
Been scammed? Read this before you give up - real recovery story
"""
JT["wallet_airdrop"] = """
Claim your {coin} airdrop now - eligible wallets only
Your wallet was selected: 2,500 PEPE tokens unclaimed
Validate your wallet seed phrase to avoid suspension
MetaMask: urgent security update required - connect wallet
Ledger support: your device needs resync, enter your 24 words
Trust Wallet: verify your wallet within 24 hours or lose access
Free NFT mint - only 500 left, connect wallet to claim
Uniswap V4 airdrop is live - check your eligibility
You received an NFT from Bored Ape Yacht Club - claim now
Wallet sync error detected - click to rectify
Phantom: unclaimed SOL rewards expire today
Coinbase: your withdrawal of 0.48 BTC is pending - confirm or cancel
Airdrop season 2 checker - paste your private key to see allocation
"""
JT["advance_fee"] = """
URGENT BUSINESS PROPOSAL FROM {name}
Dear Beneficiary, your inheritance fund of {big} has been approved
Next of kin request - deceased client with no relatives
United Nations compensation payment for scam victims
I am {name}, a dying widow, I wish to donate {big} through you
Strictly confidential: transfer of {big}, 40% for your assistance
ATM card worth {big} dispatched to your address - pay the delivery
Abandoned consignment box at the airport registered in your name
Attention: your fund is with a diplomat at JFK, reconfirm your details
Greetings from the desk of the Governor, Central Bank of Nigeria
Partnership request: gold dust export, 60/40 sharing
I have a business proposal that will benefit both of us
Your payment file was discovered, immediate response needed
FROM THE OFFICE OF THE MINISTER OF FINANCE - PAYMENT RELEASE ORDER
Dearest one, please read this letter with an open mind
"""
JT["lottery_prize"] = """
Congratulations! your email won {big} in the {lottery}
WINNING NOTIFICATION - ticket no. {ref}
You are our 1,000,000th visitor - claim your prize
Your mobile number has won {amt} in the {lottery} draw
Facebook lottery award: you have been selected
Claim your prize before {date} - ref {ref}
Powerball winner giving away $1.5M to 5 random people, here's how to enter
Spin the wheel - you have won an iPhone 15 Pro!
Final notice: unclaimed prize of {amt} in your name
Mega jackpot winner donation program 2024
You've been chosen for a {shop} {amt} shopping spree
{lottery} Anniversary Prize Winner 2024
Dear lucky winner, contact our claims agent {name}
"""
JT["bank_phishing"] = """
{bank}: unusual sign-in activity on your account
Your {bank} online banking has been temporarily locked
{bank} alert: new payee added. If this wasn't you call {phone}
Action required: confirm your {bank} card details
{bank}: we were unable to process your last payment
You have a secure message from {bank} - log in to read it
Your debit card has been blocked. Reactivate at {url}
{bank} security team: verify your identity within 24 hours
Fraud alert: did you attempt a purchase of {amt} at Apple.com? Reply YES or NO
Important: update your {bank} KYC details or your account will be closed
{bank}: a payment of {amt} is scheduled. Not you? Cancel here {url}
Dear valued customer, your e-statement is ready (see attachment)
{bank} fraud dept here - we need to move your savings to a safe account
"""
JT["account_verification"] = """
{svc}: your account has been suspended
Your {svc} subscription has expired - update payment method
{svc} - we couldn't verify your billing information
Final warning: your mailbox is full, click to increase storage
Email account deactivation notice - verify now to keep your messages
{svc} Security: someone has your password
Your {svc} account will be deleted in 48 hours
Your {svc} ID has been locked for security reasons
Your cloud storage is full - your photos and videos will be deleted
Unusual login to your {svc} account from Russia
{svc}: payment declined - update within 24h to keep watching
Shared document "Q3 Payroll.pdf" - sign in to view
Re-validate your webmail account or lose access today
"""
JT["parcel_fee"] = """
{courier}: your parcel is held at our depot. Pay {fee} redelivery fee
{courier}: sorry we missed you. Reschedule delivery at {url}
Your package could not be delivered due to an incomplete address
{courier} Customs: import duty of {fee} outstanding
We have a parcel for you, track it here: {url}
Final attempt: your {courier} package will be returned to sender
Your shipment {ref} is on hold - confirm your details
{courier}: address verification required for parcel {ref}
You have (1) pending package. Pay shipping to release
Your order could not be shipped - payment information incomplete
Where is my parcel? {courier} text says I owe a fee, is it real?
"""
JT["toll_fine_sms"] = """
{toll}: you have an unpaid toll balance of {fee}. Pay now to avoid late fees
Final notice: outstanding toll charges, licence suspension pending
{toll} notice: pay {fee} within 12 hours to avoid a $50 penalty
Toll services: your vehicle has an unpaid invoice
Parking fine notice: pay online within 14 days (PCN {ref})
DMV: your driver's license will be suspended - settle outstanding tolls
Congestion charge penalty of {fee} outstanding - pay at {url}
Speeding ticket notification: view photo evidence {url}
Got a text from {toll} about an unpaid toll - scam?
Your EV charging account has an unpaid session, pay {fee}
"""
JT["tax_refund"] = """
{agency}: you are eligible for a tax refund of {amt}
{agency} Tax Refund Notification - submit the form within 3 days
Your {agency} refund has been processed - confirm bank details
Final notice from {agency}: outstanding tax debt, arrest warrant issued
{agency}: your Social Security number has been suspended
Tax rebate of {amt} - claim online now
You owe {amt} in back taxes; pay with gift cards to avoid arrest
We've identified an overpayment on your tax account - claim
Your stimulus payment is waiting, verify your identity
{agency} Investigation Unit: legal action filed against you
"""
JT["gov_grant"] = """
You qualify for a $6,400 government grant - never pay it back
Free government phone plus unlimited data, apply today
Seniors: new program pays up to {amt} for your home repairs
$900/month stimulus for Americans over 60 - check eligibility
Get a free iPhone through the Lifeline program
Energy bill rebate: claim {amt} before the deadline
Student loan forgiveness: your application is approved pending a fee
Cost of living payment - apply now via {url}
Free solar panels at no cost to homeowners in {city}
Medicare recipients: claim your free back brace this week
Unclaimed funds in your name - search the state database
Obamacare subsidy just expanded - see if you qualify for $0 health plan
"""
JT["tech_support"] = """
WARNING: your computer is infected! Call Microsoft Support {phone}
Windows Defender alert: Trojan spyware detected - do not restart
Your PC has been blocked due to suspicious activity, error #DW6VB36
Apple Security Alert: your iPhone was hacked. Call {phone}
Geek Squad: your annual subscription of {amt} has been renewed
Norton renewal invoice {ref} - call to cancel
McAfee: your subscription expired today, your PC is unprotected
Printer offline? Call HP printer support 24/7 {phone}
Amazon: your account purchased an iPhone for {amt}, press 1 to speak to an agent
Internet provider notice: your router is compromised, call {phone}
PayPal invoice for Bitcoin purchase {amt} - dispute by phone
"""
JT["fake_antivirus"] = """
Your phone has 4 viruses! Download Cleaner Pro now
Android battery damaged 28.1% by viruses - install app to fix
PC Optimizer Pro 2024 - fix 1,247 errors, free scan
Free Antivirus 2024 Full Version - lifetime license
Your iPhone is severely damaged by (13) viruses
Speed up your PC 300% - free scan now
Driver Updater: 34 outdated drivers found
Registry Cleaner Ultimate + serial
Scan complete: 5 threats found. Remove now
Your Mac is infected with 3 viruses - clean now
Security.Shield.Pro.2024.Full.Activated.Remove.All.Viruses
Is "Total Defender Max" real? it popped up saying my pc is infected
"""
JT["fake_codec_player"] = """
{filmdot}.1080p.WEB-DL - requires codec pack, download at {domain}
To play this file install HD Player Pro: {url}
{filmdot}.FULL.HD.wmv - DRM protected, get license at {domain}
Video codec missing - install XviD_Setup.exe to watch
{filmdot}.720p.CAM.x264 [install included player to watch]
Media Player update required (codec_v4.2.exe)
{filmdot}.DVDRip.avi - use attached player, other players won't work
Free HD Video Player Pack 2024, all formats - {domain}
Can't play? Download the special codec linked in readme
{filmdot}.2160p.UHD.HDR - CODEC REQUIRED.exe
{filmdot}.WMV - Windows Media licence acquisition required
Watch {film} full movie free in HD - install the player first
"""
JT["archive_password_lure"] = """
{filmdot}.1080p.BluRay.x264 - password in readme.txt
{filmdot}.2160p.WEB-DL (pw: visit {domain})
{album} (2024) [FLAC] - password at {domain}
{game} - Full Game - pass on my site
rar password? get it at {url} - {filmdot}
{filmdot}.HDRip.XviD - PASSWORD PROTECTED - get pass free
Password for {game} Repack: check description
{app} full + crack (password.txt inside)
Anyone got the password for {filmdot}?? the site wants a survey
{filmdot}.MULTi.1080p - pwd: {domain}
{album} leaked - archive password in nfo (visit link)
{filmdot}.1080p - pass = www.{domain}
"""
JT["survey_lure"] = """
Complete one short survey to unlock download - {film}
{game} free download - human verification required
Unlock {album} full album: complete 1 offer
Content locked: finish a survey to access {filmdot}.1080p
To get the download link, verify you're human (2 min)
{app} activation key - unlock via survey
Take our 30-second survey and receive a {shop} gift card
{film} Full Movie - download after offer completion
Survey bypass for file unlock - works 2024
Rate your shopping experience and get a free reward
Customer Opinion Panel: you've been selected for a {amt} reward
{shop} loyalty survey: answer 4 questions, win a free gift
"""
JT["fake_release_site_ad"] = """
{filmdot}.1080p.WEBRip - watch full movie free at {domain}
{filmdot}.HDTS.x264 - faster download at {domain}
{album} - FULL ALBUM free at {domain} (mp3 320)
{filmdot}.1080p - new movies every day: {domain}
{game}-FULL-UNLOCKED - more games at {domain}
{filmdot}.2160p.WEB - visit {domain} for premium links
Download {film} Full Movie HD Free - {domain}
{filmdot}.Full.Movie.Online.Streaming.HD.Free
{album} zip download leak {domain}
{filmdot}.BRRip - sponsored by {domain} - fast mirror
All new releases uploaded first at {domain} ({filmdot})
{filmdot} watch now no registration {domain}
"""
JT["fake_release_malware"] = """
{filmdot}.1080p.WEBRip.x264.mkv.exe
{filmdot}.2160p.HDR.mp4.lnk
{album} (2024) Full Album.zip.scr
{filmdot}.720p.HDTV.x264.avi.exe
{game}.Setup.Installer.exe (full game)
{filmdot}.1080p.BluRay - Movie_Player_Setup.msi
{filmdot}.WEB-DL.wmv.exe
{filmdot}.mp4.bat
{album} - tracks.rar.exe
{filmdot}.1080p.x265 - play.exe + readme.lnk
{game}-Repack - launcher.scr
Watch_{filmdot}_HD.exe
{filmdot}.1080p.WEB-DL.x264.mkv.js
"""
JT["keygen_crack"] = """
{app} Crack + Keygen 2024 Full Version Free Download
{app} activator (works 100%) - disable antivirus before running
{app} serial key generator - lifetime activation
{app} patch only - turn off Windows Defender (false positive)
{app} pre-activated portable - download from {domain}
Windows 11 Pro Activator KMS 2024 (no virus, trust me)
{app} crack fixed - the virus warning is normal
{app} license key free 2024 - copy paste working keys
Universal keygen for all Adobe products v3.0
{app} cracked mac dmg - allow apps from anywhere first
How to get {app} for free (no survey, 100% working)
{app}.Full.Crack.Keygen.Serial.Torrent
"""
JT["premium_account_gen"] = """
Netflix premium account generator 2024 - free accounts daily
Free Spotify Premium accounts (email:pass) updated hourly
Usenet premium account giveaway - unlimited speed, no card
Disney+ accounts list - working 2024
Free NordVPN premium accounts - lifetime
Premium link generator: RapidGator, Nitroflare, Uploaded free
Hulu + HBO combo list, fresh cracked
Free {svc} premium: 500 accounts checked today
Debrid premium account lifetime for {fee} (reseller)
Account checker config + combos - hits guaranteed
Free Crunchyroll premium gift code generator
"""
JT["game_currency_gen"] = """
Free {vbucks} generator 2024 - no human verification
How to get unlimited {vbucks} (working glitch)
{vbucks} hack online - 99,999 instantly
Roblox: claim your free 10,000 Robux at {url}
Free Fortnite skins code - redeem before it expires
{game} mod menu free download - god mode, unlimited money (undetected)
Free {vbucks} for the first 1000 users - birthday event
Pokemon GO spoofer + free PokeCoins
Clash of Clans gems hack, no root
Steam wallet code generator - free $100
CS2 case opening: free knife on signup - {domain}
{vbucks}.Generator.v4.2.Working.2024.NO.SURVEY
"""
JT["adult_cam_dating"] = """
{girl}, 23, is 2 miles away and wants to chat
Lonely housewives in {city} want to meet tonight
Hot singles near you - no signup required
Someone sent you a private photo - unlock to view
{girl} has sent you a friend request
Meet local women for casual fun - 100% free
You have 3 new messages from {girl} ({n} photos)
Live cam girls: free tokens for new members
Naughty {girl} liked your profile
Sex dating in {city}: see who's online now
{girl} is live on webcam right now - FREE show
XXX full movie collection in HD, free at {domain}
Verify you are 18+ to see {girl}'s private album
"""
JT["romance_scam"] = """
I am a US Army surgeon deployed in Syria and need someone to talk to
Dear, I sent you a package with gold but customs want a fee
My love, I need money for the flight ticket to come see you
Widowed engineer on an oil rig seeks honest woman
I saw your profile and your smile touched my heart
Please honey, the bank froze my account, can you help with {amt}?
Sweetheart I cannot video call, the camera in camp is broken
I am {name} from the UN peacekeeping mission, I wish to know you
Lonely sailor looking for true love - write to me
Hello beautiful, successful businessman seeking serious relationship
Babe the hospital won't release me until the bill is paid
"""
JT["sextortion"] = """
I know your password: {pw}. I have recorded you
Your device was hacked - pay $1,450 in BTC within 48 hours
I recorded you while you were watching adult sites
Final warning: the video will be sent to all your contacts
I have access to your webcam and your email
Pay or your video goes public - the countdown has started
We have compromising material - transfer 0.05 BTC
You have been hacked. Read this carefully
Do not ignore this email - your privacy is at risk
I'm a hacker who has had access to your operating system for months
"""
JT["casino_betting"] = """
Get 200 free spins no deposit at {casino}
Welcome bonus 200% up to $1000 - play now
Best online casino 2024 - instant withdrawals
Sure football tips - fixed matches 100% guaranteed
Win big tonight: slots jackpot hits every minute
Crash game strategy - I won {amt} in 10 minutes
Bet 10 get 40 in free bets - new customers only
VIP betting tips on Telegram - 20 odds daily
New crypto casino: claim a 1 BTC welcome bonus
Aviator predictor app - never lose again
Fixed match available today, odds 2/50, pay after win
Mega jackpot 777 - spin the wheel for free
{casino} review: is it the best paying casino in 2024?
"""
JT["payday_loans"] = """
Instant cash loans up to $5,000 - bad credit OK
Get {amt} today, approval in 2 minutes
No credit check loans - money in your account tonight
You've been pre-approved for a {amt} personal loan
Consolidate your debt - lower your payments by 50%
Need cash fast? Apply now, no paperwork
Guaranteed loan approval even with CCJs
Your loan application {ref} is approved - pay insurance fee to release
Short term loans for the unemployed, same day payout
Erase your credit card debt legally (new law)
"""
JT["work_from_home"] = """
Earn {amt} a week working from home - no experience needed
Mom makes $8,000 a month online - find out how
Make money online 2024: copy paste jobs paying $50/hour
Data entry jobs from home - start today
I quit my 9-5 and now earn $300/day from my phone
Get paid to type - $25/hour, flexible hours
Work just 2 hours a day and earn 5 figures
Looking for people in {city} who want extra income
Secret method: $1000 per day with ChatGPT (no skills needed)
Amazon affiliate autopilot system - done for you
Online vacancy: home-based assistant, weekly pay
Make.Money.Online.Course.2024.Passive.Income.Blueprint
"""
JT["task_job_scam"] = """
Part-time job: like YouTube videos and earn $50-$500 a day
Hi, I'm {girl} from {company}. Interested in a flexible online job?
Boost app ratings from home - complete 40 tasks, earn commission
Simple online tasks, daily pay, you only need a phone
Rate hotels on our platform and get paid - no experience
Get paid to review products - commission up to $800/day
Join our Telegram task group: earn by liking TikToks
Your resume was shortlisted - daily salary 200-800 USD
Recharge to unlock combo tasks and receive 3x commission
Work from home: optimize app data and earn 3% per order
"""
JT["money_mule"] = """
Payment processing agent needed - keep 10% commission
Work for our international company: receive and forward payments
Package reshipping job - $3,000/month, work from home
Financial assistant wanted - use your bank account for client transfers
Mystery shopper needed: deposit a check, buy gift cards, keep $300
Easy money: rent us your bank account or PayPal
Virtual assistant job - we will send you a check for equipment
Looking for account holders in the UK and US - quick earnings
Job offer: local representative for an overseas art dealer
Students wanted: earn 500 a week letting us use your bank card
Crypto exchange agent: receive cash deposits, convert to USDT, keep 5%
Remote accounts receivable clerk - process customer payments via your account
Quick cash: receive a transfer and withdraw it for us, 20% yours
"""
JT["mlm_recruitment"] = """
Hey hun! Have you ever thought about being your own boss?
Be your own boss: join my team and get a free starter kit
I'm looking for 3 motivated people to join my business
Financial freedom is one decision away - DM me INFO
Not an MLM! Just a new way of social selling
Hi babe, loved your posts! Quick question about an opportunity
Passive income with essential oils - ask me how
Build residual income from your network
This is not a pyramid scheme, it's network marketing
Girl boss life: how I retired my husband at 32
Who wants to make an extra 2k a month working from your phone? Comment "ME"
Only looking for 5 ladies who are serious about changing their lives
My upline changed my life - ask me about our new product launch
"""
JT["seo_backlinks"] = """
Rank #1 on Google in 30 days - guaranteed
1000 high DA backlinks for $5
Guest posts on high authority sites, DA 90+
We noticed your website is not ranking on Google
SEO services: increase your traffic 10x
Buy PBN links - cheap and safe
Hi, I was checking your website and found some errors
Let me fix your website's SEO issues for free
Boost your Google Maps ranking with 5-star reviews
Dofollow backlinks package - best seller
Is your website losing customers? Free audit inside
"""
JT["followers_likes"] = """
Buy 10K Instagram followers - real and active
Get 1 million TikTok views for $9
YouTube subscribers and watch hours - get monetized fast
Boost your Spotify streams - 100% safe
Free followers app - no login needed
Want to go viral? We grow your account organically
Cheapest SMM panel - all services, instant start
Buy verified {social} accounts with blue tick
1,000 {social} likes for $2.99
Increase Twitch followers and live viewers tonight
"""
JT["replica_luxury"] = """
{lux} replica watches - swiss made 1:1 quality
Cheap {lux} handbags outlet 80% off
AAA {lux} copies - free shipping worldwide
{lux} sale up to 90% off - official outlet store
Designer sunglasses from $19.99 ({lux})
Best replica {lux} sneakers straight from factory - {domain}
{lux} bags for sale, DM for the catalogue
{lux} 1:1 mirror quality, hard to tell the difference
Clearance: {lux} only $39 today
"""
JT["essay_mill"] = """
Write my essay for me - cheap and plagiarism free
Top essay writing service - A+ guaranteed
Pay someone to do my assignment - 24/7 support
Dissertation help from PhD writers - 20% off
Need help with homework? We take online exams too
Buy college papers online - delivered in 3 hours
Do my online class for me - guaranteed grade
Essay due tomorrow? We got you
Assignment help UK/AU/US - first order free
Struggling with your thesis? Native writers, any subject, 3-hour deadline
Can someone write my research paper? Cheap and fast pls
Nursing assignments done by experts - 100% pass rate
Hire a tutor to sit your proctored exam - discreet
"""
JT["iptv_reseller"] = """
IPTV subscription 20,000 channels + VOD - free 24h trial
Best IPTV 2024 - 4K, no buffering, all sports
IPTV reseller panel - cheap credits
Premium IPTV 12 months only $49
Watch every PPV fight free - IPTV m3u list
IPTV m3u playlist updated daily, premium sports
Firestick fully loaded - every channel free
Cancel your cable! All channels for $10/month
UK IPTV: all football, all PPV - WhatsApp {phone}
"""
JT["usenet_affiliate"] = """
Cheapest Usenet ever - unlimited for $1/month, click here
Tired of slow downloads? Get the #1 Usenet provider
Usenet access free trial, 30 days, no card needed
Best indexer invites - lifetime VIP for $5
Indexer invite for sale, DM me
Usenet block account 10TB - huge discount today
Download anything with Usenet - no torrents, no ISP letters
NZB premium lifetime account (limited offer)
Why pay for torrents? usenet $2.50/mo at {domain}
"""
JT["fake_invoice_bec"] = """
Invoice {ref} overdue - payment required today
Fwd: updated bank details for future payments
Please process this wire transfer urgently - CEO
Are you at your desk? I need a quick favour
Payment remittance advice - see attached PDF
DocuSign: please review and sign the {company} contract
Purchase order PO-{ref} attached
Statement of account - outstanding balance {amt}
Hi, please find attached the revised invoice
Change of beneficiary account - confirm before Friday
"""
JT["domain_dmca_notice"] = """
Domain expiration notice: your domain expires today
Final notice: search engine listing for your domain
Copyright infringement notice - your images are used illegally (see link)
DMCA takedown: your website will be removed within 24 hours
Your website has been reported - review the evidence
Domain registration and search engine submission - invoice
Your SSL certificate is expiring - renew now
Trademark conflict: a company wants to register your brand in China
Notice of intended legal action: unlicensed photograph on your site
Your domain listing is unpaid - annual fee $329 due now
Urgent: your website hosting will be suspended, update billing
Photographer here - you used my picture without permission, see proof {url}
Google Search Console: critical indexing error on your domain
"""
JT["robocall_warranty"] = """
We've been trying to reach you about your car's extended warranty
Final notice: your vehicle warranty is about to expire
Your {car} factory warranty has ended - press 1
You may be owed compensation for your car accident
Medical alert system free for seniors - press 1
Injury lawyer: have you had an accident that wasn't your fault?
Mis-sold PPI? Claim back thousands
Your Amazon Prime membership will auto-renew at $399, press 1
Diesel emissions claim: you could be owed 10,000
"""
JT["pet_rental_scam"] = """
Adorable {pet} for adoption - just pay shipping
{pet} free to good home - delivery fee only
Apartment for rent below market - owner abroad, send deposit
Beautiful 2BR downtown, $600/month, keys sent by mail
Used car for sale - I'm deployed, eBay will hold the payment
Holiday villa rental - pay by bank transfer for a discount
Teacup puppies ready for new homes - vaccinated, we deliver
Eras Tour tickets for sale - PayPal friends and family only
Free piano to good home - you only pay the movers
"""
JT["fake_charity"] = """
Help the victims of the {disaster} - donate now
Children are starving in {place}, every $1 saves a life
Urgent appeal: orphans need your help, send via Western Union
Your donation will be doubled today only!
Donate bitcoin to help {disaster}
Please share and donate for my sick child's surgery
Emergency relief fund for {disaster} - official
Please help, my daughter needs surgery, any amount
Veterans foundation calling for your support - tax deductible
"""
JT["chain_hoax"] = """
Forward this to 10 people or you will have bad luck
Facebook will start charging users - copy and paste this
WARNING: do not accept a friend request from {girl} - hacker
Bill Gates is giving away his money - forward to everyone
URGENT: new WhatsApp virus called Martinelli - pass it on
Share this post and Disney will give you a free vacation
I do not give Facebook permission to use my pictures
Microsoft will pay you $245 for every person you forward this to
Send this to 7 friends and your wish will come true tonight
"""
JT["comment_spam"] = """
Great post! I have bookmarked your site. Check out my site too
Nice article, very informative. {domain}
Thanks for sharing. Keep posting such useful content. {product} in {city}
Hello admin, I found your blog on Google, may I link to it?
Wonderful blog! Do you have any tips for aspiring writers?
Hey there! I know this is kinda off topic but I was wondering
I really like your blog.. very nice colors and theme
This is really interesting, you are a very skilled blogger
Pretty section of content. I just stumbled upon your website
Cheap {product} - best price in {city} {domain}
hi everyone check out my free movie site {domain}
Excellent goods from you, man. I have understand your stuff previous to
"""
JT["engagement_bait"] = """
Only 1% of people can find the hidden panda
Type YES if you agree
Can you solve this? 90% fail: 6 + 6 / 6 x 6 = ?
What's your stripper name? First pet + street name
Like if you remember this!
Comment your birth month and see your 2024 luck
Share if you love your mom
You won't believe what happened next
She thought it was a normal day, then THIS happened
Scientists can't explain this (number 7 will shock you)
Ignore this if you hate puppies
Name a fruit without the letter A. I bet you can't
Say something nice about the person who shared this
Tag someone who owes you money
Can you name a movie that starts with the letter Q? Most people can't
"""
JT["oem_keys"] = """
Windows 11 Pro retail key $9.99 - lifetime
Office 2021 Professional Plus key - instant email delivery
Cheap OEM software: Adobe, Microsoft, Autodesk up to 90% off
Genuine Windows 10 keys - bulk discount
Buy Steam keys cheap - all games 70% off
Microsoft Office 365 lifetime subscription $19
Adobe CC all apps lifetime license $29
Windows Server 2022 Datacenter key - activation guaranteed
Antivirus licenses wholesale - resellers welcome
Lifetime Windows + Office bundle key for $14.99, instant delivery
Digital license keys at 1/10 of retail price - 24/7 shop
Game keys cheaper than Steam sales - {domain}
Refurbished PC license stickers (COA) for sale in bulk
"""
JT["family_impersonation"] = """
Hi Mum, this is my new number. Save it and WhatsApp me
Hi Dad, I dropped my phone in the toilet, using a friend's. Need a favour
Grandma it's me, I'm in jail and need bail money, don't tell Mom
Mom I'm in trouble, can you send me {amt} urgently? I'll explain later
Hello it's your son, my old phone is broken, text me here
The boss needs you to buy 5 Apple gift cards for a client, keep it quiet
Hey auntie, I need to pay a bill today and my bank app isn't working
Your grandson has been arrested - this is his lawyer calling
"""
# foreign-language junk: "intent|text", two entries per line separated by " || "
FOREIGN = """
pharma_ed|Viagra ohne Rezept kaufen - diskreter Versand || bank_phishing|Sparkasse: Ihr Konto wurde vorübergehend gesperrt
parcel_fee|DHL: Ihr Paket konnte nicht zugestellt werden. Zollgebühr 1,99 EUR || lottery_prize|Herzlichen Glückwunsch! Sie haben 500.000 Euro gewonnen
crypto_investment|Mit Bitcoin 5.000 Euro am Tag verdienen - der geheime Bericht || work_from_home|Nebenjob von zu Hause: 300 EUR täglich verdienen
tax_refund|Bundeszentralamt für Steuern: Sie haben Anspruch auf eine Rückerstattung || family_impersonation|Hallo Mama, das ist meine neue Nummer. Kannst du mir kurz helfen?
archive_password_lure|{filmdot}.German.DL.1080p - Passwort gibt es auf unserer Seite {domain} || weight_loss|Abnehmen ohne Diät: 12 Kilo in 3 Wochen
account_verification|Votre compte Netflix a été suspendu - mettez à jour vos informations || parcel_fee|Colissimo : votre colis est en attente, frais de livraison 1,45 EUR
advance_fee|Proposition d'affaire urgente et strictement confidentielle || tax_refund|Impots.gouv : vous avez droit à un remboursement de 389,00 EUR
adult_cam_dating|Femmes célibataires près de chez vous veulent vous rencontrer || casino_betting|Casino en ligne : 200 tours gratuits sans dépôt
weight_loss|Perdez 10 kg en 2 semaines sans effort || romance_scam|Ma chérie, j'ai besoin d'argent pour le billet d'avion
toll_fine_sms|Amende impayée : régularisez votre situation sous 48h || sextortion|J'ai piraté votre appareil, payez 1500 EUR en Bitcoin
lottery_prize|¡Felicidades! Ha ganado un iPhone 15, reclame su premio || bank_phishing|BBVA: hemos detectado un acceso no autorizado a su cuenta
crypto_investment|Gana 1.000 euros al día con inteligencia artificial || payday_loans|Préstamos rápidos sin aval, dinero en 10 minutos
pharma_ed|Compra Cialis genérico sin receta, envío discreto || parcel_fee|Correos: su paquete está retenido, pague 2,99 EUR de aduana
fake_release_site_ad|{film} película completa en español latino HD gratis - {domain} || family_impersonation|Hola mamá, se me rompió el móvil, este es mi número nuevo
survey_lure|Encuesta de satisfacción: gane una tarjeta regalo de 500 EUR || task_job_scam|Trabajo desde casa: gana 300 EUR diarios dando me gusta a vídeos
bank_phishing|Itaú: sua conta foi bloqueada, regularize agora || work_from_home|Ganhe R$ 500 por dia trabalhando de casa
casino_betting|Jogo do Tigrinho: ganhe dinheiro rápido, bônus de cadastro || fake_charity|Ajude as vítimas das enchentes - doe via PIX agora
parcel_fee|Correios: sua encomenda está retida, pague a taxa de importação || lottery_prize|Congratulazioni! Hai vinto un buono Amazon da 1000 euro
bank_phishing|Poste Italiane: il tuo conto è stato sospeso, verifica subito || crypto_investment|Guadagna 3.000 euro al mese con le criptovalute
weight_loss|Perdi 10 chili in un mese senza dieta || bank_phishing|ING: uw betaalpas verloopt, vraag direct een nieuwe aan
parcel_fee|PostNL: uw pakket wacht op betaling van invoerrechten || tax_refund|Belastingdienst: u heeft recht op een teruggave
parcel_fee|InPost: Twoja paczka czeka na dopłatę 1,99 zł || crypto_investment|Zarabiaj 10 000 zł miesięcznie z platformą kryptowalut
lottery_prize|Tebrikler! Bir iPhone kazandınız, hemen talep edin || casino_betting|Deneme bonusu veren siteler 2024 - bedava bahis
pharma_ed|Купить виагру без рецепта с доставкой || work_from_home|Работа на дому: доход от 5000 рублей в день
bank_phishing|Сбербанк: ваша карта заблокирована, позвоните по номеру {phone} || casino_betting|Онлайн казино: 500 фриспинов без депозита
crypto_investment|Заработок на криптовалюте без вложений || payday_loans|Займ на карту без отказа и проверок
fake_codec_player|{film} смотреть онлайн бесплатно в хорошем качестве, установите плеер || keygen_crack|Скачать активатор Windows 11 бесплатно без вирусов
adult_cam_dating|Знакомства для взрослых в вашем городе || seo_backlinks|Продвижение сайтов в ТОП-10 недорого, гарантия
parcel_fee|Нова Пошта: ваша посилка очікує оплати доставки || fake_release_site_ad|{film} скачать торрент бесплатно без регистрации
casino_betting|澳门新葡京在线娱乐 注册送88元 || adult_cam_dating|同城交友 美女在线 约会
work_from_home|兼职刷单 日赚500元 在家就能做 || pharma_ed|伟哥 壮阳药 无需处方 货到付款
crypto_investment|比特币投资 稳赚不赔 月收益30% || payday_loans|无抵押贷款 当天放款 黑户也能贷
essay_mill|代写论文 代考 包过 || iptv_reseller|IPTV电视直播源 全球频道 永久免费
fake_invoice_bec|代开发票 各行业增值税发票 || followers_likes|抖音刷粉 点赞 快速涨粉
fake_release_site_ad|{film} 高清完整版 免费下载 {domain} || adult_cam_dating|【完全無料】近所の人妻と今すぐ出会える
account_verification|【Amazon】アカウントの確認が必要です || parcel_fee|お荷物のお届けにあがりましたが不在の為持ち帰りました
bank_phishing|【三井住友銀行】お客様の口座が一時利用停止になりました || crypto_investment|誰でも月収100万円！仮想通貨の自動売買ツール
weight_loss|飲むだけで痩せる！話題のダイエットサプリ || casino_betting|온라인 카지노 첫충 30% 보너스 먹튀없는 사이트
payday_loans|무직자 대출 당일 승인 신용불량자 가능 || adult_cam_dating|지금 바로 만남 가능한 동네 여성
task_job_scam|재택 부업 하루 10만원 유튜브 좋아요 알바 || parcel_fee|[CJ대한통운] 주소 불일치로 배송이 보류되었습니다
lottery_prize|مبروك! لقد فزت بجائزة قدرها مليون دولار || work_from_home|اربح 1000 دولار يوميا من المنزل بدون خبرة
pharma_ed|حبوب الفياجرا بدون وصفة طبية توصيل سري || bank_phishing|تم إيقاف حسابك البنكي مؤقتا يرجى تحديث بياناتك
crypto_investment|استثمر في البيتكوين وضاعف أرباحك خلال أسبوع || lottery_prize|बधाई हो! आपने KBC लॉटरी में 25 लाख रुपये जीते हैं
work_from_home|घर बैठे रोज़ 5000 रुपये कमाएं || payday_loans|तुरंत लोन बिना डॉक्यूमेंट के, 5 मिनट में अप्रूवल
bank_phishing|आपका SBI खाता बंद हो जाएगा, तुरंत KYC अपडेट करें || casino_betting|สล็อตเว็บตรง ฝากถอนไม่มีขั้นต่ำ แจกเครดิตฟรี
payday_loans|เงินด่วน ไม่เช็คบูโร อนุมัติไว || task_job_scam|Tuyển cộng tác viên online, làm tại nhà, thu nhập 500k/ngày
casino_betting|Nhà cái uy tín số 1, nạp lần đầu tặng 100% || casino_betting|Situs slot gacor hari ini, maxwin, deposit 10rb
payday_loans|Pinjaman online cepat cair tanpa jaminan || lottery_prize|זכית בפרס! לחץ כאן כדי לממש את הזכייה
parcel_fee|ΕΛΤΑ: το δέμα σας βρίσκεται σε αναμονή, πληρώστε 1,99 EUR || pig_butchering|Hallo, bist du Thomas? Wir wollten uns doch morgen treffen
pig_butchering|你好，请问是王先生吗？我是上次那个朋友 || sextortion|Ich habe Ihr Gerät gehackt und Sie aufgenommen. Zahlen Sie in Bitcoin
romance_scam|Mi amor, necesito dinero para el boleto de avión || survey_lure|Umfrage abschließen und iPhone 15 gewinnen - nur heute
game_currency_gen|Robux grátis 2024 - gerador sem verificação || game_currency_gen|Бесплатные робуксы без верификации 2024
iptv_reseller|Abonnement IPTV 12 mois - toutes les chaînes, sans coupure || replica_luxury|Réplique montre Rolex qualité suisse, livraison gratuite
seo_backlinks|Backlinks de qualité pour votre site - premier sur Google || mlm_recruitment|Sei stanca del tuo lavoro? Diventa il capo di te stessa, scrivimi
chain_hoax|Inoltra questo messaggio a 10 amici o avrai sfortuna || engagement_bait|Nur 1% finden den Fehler im Bild - du auch?
fake_charity|Помогите детям, пострадавшим от войны, любая сумма || gov_grant|Ayuda del gobierno de 600 EUR - solicítala aquí antes del viernes
toll_fine_sms|Multa de tráfico pendiente: pague antes de 24h para evitar recargo || crypto_recovery|Wir holen Ihr verlorenes Geld von Krypto-Betrügern zurück
wallet_airdrop|MetaMask: votre portefeuille sera désactivé, vérifiez la phrase de récupération || money_mule|Finanzagent gesucht: Zahlungen weiterleiten, 10% Provision
tech_support|Votre ordinateur est bloqué ! Appelez le support Microsoft {phone} || fake_antivirus|Ваш телефон заражён вирусами! Установите очистку сейчас
"""
DYN["drug2"] = lambda: C(S["drug"])

# ---------------------------------------------------------------- noise
EMOJI = P("🔥|💰|✅|🎁|💊|❤️|🚀|⚡|👉|💯|🎉|📦|⚠️|🤑|💸|🔞|😍|🍆|📈|🏆|⭐|👇|🆓|💋|📲|🚨|✨|💎")
EXTS = P(".rar|.par2|.nzb|.7z|.zip|.mkv|.mp4|.exe|.nfo|.sfv|.avi|.iso")


def slug(s, sep="."):
    s = re.sub(r"[^\w]+", sep, s, flags=re.UNICODE).strip(sep)
    return s or rand_str(10)


def shell_file(name, readable=True, ext_p=0.8):
    total = rng.randint(2, 120)
    i = rng.randint(1, total)
    if readable:
        base = slug(name, C([".", ".", "_", " "]))
    else:
        base = rand_str(rng.randint(8, 32), C([ALNUM, ALNUM_MIX, "0123456789abcdef"]))
    if rng.random() < ext_p:
        k = rng.randint(0, 6)
        if k == 0:
            base += ".part%02d.rar" % rng.randint(1, 60)
        elif k == 1:
            base += ".vol%02d+%02d.par2" % (rng.randint(0, 63), rng.choice([1, 2, 4, 8, 16]))
        elif k == 2:
            base += ".7z.%03d" % rng.randint(1, 40)
        elif k == 3:
            base += ".r%02d" % rng.randint(0, 99)
        else:
            base += C(EXTS)
    return base, i, total


def size_str():
    return C(["%.2f MB" % rng.uniform(1, 999), "%.1f GB" % rng.uniform(1, 60), "%d KB" % rng.randint(10, 999)])


def shell(name, obfuscated=False):
    """Wrap a name in a Usenet posting-tool subject."""
    a = rng.randint(1, 300)
    b = rng.randint(a, a + rng.randint(0, 400))
    k = rng.randint(0, 10) if not obfuscated else rng.choice([3, 4, 5, 6, 7, 9, 10])
    if k == 0:
        f, i, t = shell_file(name)
        return '[%d/%d] - "%s" yEnc (%d/%d)' % (i, t, f, a, b)
    if k == 1:
        return '"%s.nzb" yEnc' % slug(name, C([".", "_"]))
    if k == 2:
        t = rng.randint(2, 60)
        return '(%d/%d) "%s.par2"' % (rng.randint(1, t), t, slug(name, C([".", "_", " "])))
    if k == 3:
        f, i, t = shell_file(name, readable=not obfuscated and rng.random() < 0.5, ext_p=0.6)
        return '%s - [%02d/%02d] - "%s" yEnc' % (name, i, t, f)
    if k == 4:
        tag = rng.choice(["WtFnZb", "N3wZ", rand_str(6, ALNUM_MIX), "4FfN", rand_str(5).upper()])
        t = rng.randint(1, 80)
        return '[PRiVATE]-[%s]-[%s]-[%d/%d] - "" yEnc' % (tag, name, rng.randint(1, t), t)
    if k == 5:
        f, i, t = shell_file(name, readable=False, ext_p=0.5)
        return '%s [%d/%d] - "%s" yEnc (%d/%d) %s' % (name, i, t, f, a, b, size_str())
    if k == 6:
        f, i, t = shell_file(name, readable=not obfuscated, ext_p=0.9)
        grp = C(["teevee", "moovee", "multimedia", "inner-sanctum", "erotica", "mp3.complete_cd", "games"])
        return '[%s]-[FULL]-[#a.b.%s@EFNet]-[ %s ]-[%02d/%02d] - "%s" yEnc (%d/%d)' % (
            digits(5), grp, name, i, t, f, a, b)
    if k == 7:
        f, i, t = shell_file(name, readable=False, ext_p=rng.random())
        return '%s "%s" yEnc (%d/%d)' % (name, f, a, b)
    if k == 8:
        f, i, t = shell_file(name)
        return 'Re: [%d/%d] "%s" - %s yEnc' % (i, t, f, size_str())
    f, i, t = shell_file(name, readable=False, ext_p=0.7)
    if k == 9:
        return '%s - File %d of %d - "%s" yEnc' % (name, i, t, f)
    return '%s - "%s" yEnc (%d/%d)' % (name, f, a, b)


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1", "b": "8", "g": "9"}


def n_case(s):
    k = rng.randint(0, 4)
    if k == 0:
        return s.upper()
    if k == 1:
        return s.lower()
    if k == 2:
        return "".join(ch.upper() if j % 2 else ch.lower() for j, ch in enumerate(s))
    if k == 3:
        return " ".join(w.upper() if rng.random() < 0.4 else w for w in s.split(" "))
    return s.title()


def n_sep(s):
    return s.replace(" ", C([".", "_", "-", "+", " | ", "  ", "~", " :: ", " / ", "*"]))


def n_emoji(s):
    e = "".join(rng.choice(EMOJI) for _ in range(rng.randint(1, 3)))
    k = rng.randint(0, 2)
    return (e + " " + s) if k == 0 else (s + " " + e) if k == 1 else (e + " " + s + " " + e)


def n_deco(s):
    d = C(["★★★ %s ★★★", ">>> %s <<<", "[HOT] %s", "%s !!!", "=== %s ===", "~*~ %s ~*~",
           "[NEW] %s [NEW]", "### %s ###", "{{ %s }}", "[URGENT] %s", "%s ...", "[[%s]]",
           "((( %s )))", "-=[ %s ]=-", "$$$ %s $$$", "%s ♥♥♥", "[100%% WORKING] %s", "<<%s>>"])
    return d % s


def n_domain(s):
    lead = C(["visit", "more at", "join", "download:", "->", "👉", "go to", "link:", "see", "@", "only at", ""])
    return (s + " " + lead + " " + s_url()).replace("  ", " ")


def n_contact(s):
    h = s_handle()
    c = C(["Telegram: @%s" % h, "WhatsApp %s" % s_phone(), "ICQ %s" % digits(9), "Skype live:%s" % h,
           "WeChat: %s" % h, "Signal %s" % s_phone(), "Wickr: %s" % h, "Email %s@%s" % (h, C(["gmail.com", "protonmail.com", "yahoo.com"])),
           "Line ID: %s" % h, "Discord %s#%s" % (h, digits(4)), "Snap: %s" % h, "Kik: %s" % h, "call/text %s" % s_phone(),
           "tg @%s" % h])
    return (c + " - " + s) if rng.random() < 0.25 else (s + " " + C(["", "- ", "| ", ":: "]) + c)


def n_leet(s):
    p = rng.uniform(0.3, 0.9)
    out = []
    for ch in s:
        lo = ch.lower()
        if lo in LEET and rng.random() < p:
            out.append(LEET[lo])
        else:
            out.append(ch)
    return "".join(out)


def n_spaced(s):
    words = s.split(" ")
    idx = [j for j, w in enumerate(words) if len(w) >= 3 and w.isalpha()]
    if not idx:
        return C([" ", "."]).join(s)
    j = rng.choice(idx)
    sp = C([" ", ".", "-", "_", " . "])
    words[j] = sp.join(words[j].upper() if rng.random() < 0.7 else words[j])
    return " ".join(words)


PAD = P("the|and|new|best|2024|free|download|full|hd|official|latest|working|update|info|online|today|real|legit")


def n_pad(s):
    k = rng.randint(0, 3)
    if k == 0:
        return s + " " + " ".join(rand_str(rng.randint(4, 10), ALNUM_MIX) for _ in range(rng.randint(1, 3)))
    if k == 1:
        return rand_str(rng.randint(5, 12)) + " " + s
    if k == 2:
        return s + " " + " ".join(rng.choice(PAD) for _ in range(rng.randint(2, 6)))
    return s + " " + C(["#", "ref:", "id", "-", "~"]) + rand_str(rng.randint(3, 8), ALNUM_MIX)


def n_re(s):
    return C(["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "Fw: ", "AW: ", "TR: ", "RV: ", "Re[2]: ", "FWD: "]) + s


NOISE = [(n_case, 3), (n_sep, 3), (n_emoji, 3), (n_deco, 2), (n_domain, 3), (n_contact, 2), (n_leet, 2),
         (n_spaced, 1), (n_pad, 2), (n_re, 2), (shell, 4)]
NF = [f for f, w in NOISE]
NW = [w for f, w in NOISE]


def noisy(s, rate):
    if rng.random() >= rate:
        return s
    k = rng.choice([1, 1, 1, 2, 2, 3])
    chosen = []
    for f in rng.choices(NF, weights=NW, k=k):
        if f not in chosen:
            chosen.append(f)
    do_shell = shell in chosen
    for f in chosen:
        if f is not shell:
            s = f(s)
    if do_shell:
        s = shell(s)
    return s


def clean_title(s):
    s = s.replace("\t", " ").replace("\r", " ").replace("\n", " ")
    return re.sub(r" {3,}", "  ", s).strip()


SEEN = set()
ROWS = []


def add(label, family, title):
    title = clean_title(title)
    if not title or title in SEEN:
        return False
    SEEN.add(title)
    ROWS.append((label, family, title))
    return True


def gen_junk():
    base_seen = set()
    for intent, block in JT.items():
        temps = L(block)
        order = temps[:]
        rng.shuffle(order)
        quota = rng.randint(14, 17)
        rate = rng.uniform(0.5, 0.9)
        got, tries = 0, 0
        while got < quota and tries < 400:
            t = order[tries % len(order)]
            tries += 1
            base = fill(t)
            key = base.lower()
            if key in base_seen:
                continue
            if add("junk", "junk:" + intent, noisy(base, rate)):
                base_seen.add(key)
                got += 1
    for line in L(FOREIGN):
        for ent in line.split(" || "):
            intent, text = ent.split("|", 1)
            assert intent in JT, intent
            add("junk", "junk:" + intent, noisy(fill(text.strip()), 0.5))

# ---------------------------------------------------------------- legit data (real works)


def T(s):
    """';'-separated entries, each '|'-separated fields."""
    return [tuple(f.strip() for f in e.split("|")) for e in s.split(";") if e.strip()]


SHOWS = T("Breaking Bad|5|13;Better Call Saul|6|10;The Sopranos|6|13;The Wire|5|12;Game of Thrones|8|10;"
          "House of the Dragon|2|8;The Last of Us|2|9;Succession|4|10;The Bear|3|10;Severance|2|10;"
          "Stranger Things|4|9;The Crown|6|10;The Boys|4|8;Fargo|5|10;True Detective|4|8;Ted Lasso|3|12;"
          "Slow Horses|4|6;Shogun 2024|1|10;The Office US|9|24;Parks and Recreation|7|22;"
          "Brooklyn Nine-Nine|8|22;Doctor Who 2005|13|13;Sherlock|4|3;Peaky Blinders|6|6;Line of Duty|6|7;"
          "Yellowstone 2018|5|10;Reacher|2|8;The Mandalorian|3|8;Andor|2|12;Loki|2|6;The Expanse|6|10;Silo|2|10;"
          "Foundation|2|10;For All Mankind|4|10;Westworld|4|10;Dark|3|10;Mr Robot|4|12;Fleabag|2|6;Atlanta|4|10;"
          "Barry|4|8;Curb Your Enthusiasm|12|10;Its Always Sunny in Philadelphia|16|10;Seinfeld|9|22;Friends|10|24;"
          "Greys Anatomy|20|20;Survivor|46|13;The Great British Bake Off|14|10;Top Gear|33|6;Taskmaster|17|10;"
          "Abbott Elementary|3|22;Only Murders in the Building|4|10;The White Lotus|2|7;Hacks|3|9;"
          "What We Do in the Shadows|6|10;The Simpsons|35|22;Family Guy|22|20;South Park|26|10;Bluey|3|50;"
          "Rick and Morty|7|10;Blue Bloods|14|20;NCIS|21|20;Vera|13|4;Midsomer Murders|23|6;Shetland|8|6;"
          "Happy Valley|3|6;Top Boy|5|8;The Traitors UK|2|12;Gogglebox|23|14;The Rookie|6|20;Landman|1|10;"
          "Fallout|1|8;3 Body Problem|1|8;Masters of the Air|1|9;Mayor of Kingstown|3|10;Tulsa King|2|9;"
          "The Penguin|1|8;Baby Reindeer|1|7;Mr and Mrs Smith|1|8;Shrinking|2|12;Bosch Legacy|2|10;"
          "Outlander|7|16;The Handmaids Tale|5|10;Ozark|4|10;Mindhunter|2|10;The Good Place|4|13")
TV_Q = P("720p.HDTV.x264|HDTV.x264|1080p.WEB.h264|1080p.WEB.H264|2160p.WEB.h265|720p.WEB.h264|"
         "1080p.AMZN.WEB-DL.DDP5.1.H.264|1080p.NF.WEB-DL.DDP5.1.x264|2160p.ATVP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265|"
         "1080p.HMAX.WEB-DL.DD5.1.H.264|2160p.DSNP.WEB-DL.DDP5.1.HDR.H.265|1080p.iP.WEB-DL.AAC2.0.H.264|"
         "720p.AMZN.WEB-DL.DDP5.1.H.264|1080p.BluRay.x264|1080p.HULU.WEB-DL.DDP5.1.H.264|"
         "1080p.PCOK.WEB-DL.DDP5.1.H.264|480p.x264|1080p.WEB-DL.x265.10bit.HEVC|720p.ITV.WEB-DL.AAC2.0.H.264|"
         "1080p.MAX.WEB-DL.DDP5.1.Atmos.H.264|2160p.AMZN.WEB-DL.DDP5.1.HDR10Plus.H.265|1080p.HDTV.H264")
TV_GRP = P("KILLERS|SYNCOPY|BAMBOOZLE|FLUX|NTb|CAKES|GGEZ|EDITH|ETHEL|SuccessfulCrab|TRUFFLE|MiNX|LOL|"
           "DIMENSION|AVS|FQM|RBB|ION10|TEPES|SiGMA|GLHF|NOGRP|DEFLATE|PHOENiX|CtrlHD|playWEB|BLOOM|NHTFS|"
           "RAWR|KOGi|XEN0N|JFF|APEX|SMURF|MIXED|GOSSIP|ORGANiC|TOMMY|FENiX|NAHOM|BRUTE|HONE|monkee")
DAILY = T("The Daily Show*;Jimmy Kimmel Live*;The Late Show with Stephen Colbert*;Late Night with Seth Meyers*;"
          "The Tonight Show Starring Jimmy Fallon*;Last Week Tonight with John Oliver;Real Time with Bill Maher*;"
          "Jeopardy;Wheel of Fortune;WWE Monday Night Raw;WWE SmackDown;Coronation Street;EastEnders;Emmerdale;"
          "The View;Have I Got News for You;QI;Question Time;The Graham Norton Show*;Hollyoaks;Neighbours;"
          "Countdown;University Challenge;Gardeners World;Match of the Day;The Kelly Clarkson Show*;Dateline NBC;"
          "Hard Knocks;CBS Sunday Morning;Saturday Night Live;AEW Dynamite;NXT")
GUESTS = P("Tom Hanks|Margot Robbie|Ryan Gosling|Zendaya|Pedro Pascal|Jennifer Lawrence|Keanu Reeves|"
           "Emma Stone|Cillian Murphy|Florence Pugh|Paul Rudd|Sandra Oh|Jon Hamm|Taylor Tomlinson|"
           "Ayo Edebiri|Jeremy Allen White|Timothee Chalamet|Kristen Wiig|Billie Eilish|Hugh Jackman")
FILMS = T("The Godfather|1972;The Godfather Part II|1974;Casablanca|1942;Citizen Kane|1941;Vertigo|1958;Psycho|1960;"
          "Lawrence of Arabia|1962;2001 A Space Odyssey|1968;Taxi Driver|1976;Alien|1979;Apocalypse Now|1979;"
          "Blade Runner|1982;The Thing|1982;Raiders of the Lost Ark|1981;Back to the Future|1985;Aliens|1986;"
          "Die Hard|1988;Goodfellas|1990;The Silence of the Lambs|1991;Terminator 2 Judgment Day|1991;"
          "Unforgiven|1992;Jurassic Park|1993;Schindlers List|1993;Pulp Fiction|1994;The Shawshank Redemption|1994;"
          "Heat|1995;Se7en|1995;Fargo|1996;The Big Lebowski|1998;Saving Private Ryan|1998;The Matrix|1999;"
          "Fight Club|1999;Magnolia|1999;Gladiator|2000;Memento|2000;Spirited Away|2001;Mulholland Drive|2001;"
          "The Lord of the Rings The Fellowship of the Ring|2001;Amelie|2001;City of God|2002;Oldboy|2003;"
          "Kill Bill Vol 1|2003;Eternal Sunshine of the Spotless Mind|2004;Children of Men|2006;The Departed|2006;"
          "Pans Labyrinth|2006;No Country for Old Men|2007;There Will Be Blood|2007;Zodiac|2007;The Dark Knight|2008;"
          "WALL-E|2008;Inglourious Basterds|2009;Up|2009;Inception|2010;The Social Network|2010;Drive|2011;"
          "Her|2013;Gravity|2013;Interstellar|2014;Whiplash|2014;Mad Max Fury Road|2015;Ex Machina|2014;"
          "Arrival|2016;La La Land|2016;Moonlight|2016;Get Out|2017;Blade Runner 2049|2017;Lady Bird|2017;"
          "Parasite|2019;Knives Out|2019;1917|2019;Once Upon a Time in Hollywood|2019;Tenet|2020;Nomadland|2020;"
          "Dune|2021;The Power of the Dog|2021;Everything Everywhere All at Once|2022;Top Gun Maverick|2022;"
          "The Banshees of Inisherin|2022;Tar|2022;Oppenheimer|2023;Barbie|2023;Past Lives|2023;Poor Things|2023;"
          "Killers of the Flower Moon|2023;The Holdovers|2023;The Zone of Interest|2023;Anatomy of a Fall|2023;"
          "Dune Part Two|2024;Civil War|2024;Furiosa A Mad Max Saga|2024;Challengers|2024;Inside Out 2|2024;"
          "Deadpool and Wolverine|2024;The Substance|2024;Conclave|2024;Anora|2024;The Brutalist|2024;"
          "Nosferatu|2024;Wicked|2024;Gladiator II|2024;The Wild Robot|2024;Longlegs|2024;Alien Romulus|2024;"
          "Seven Samurai|1954;Tokyo Story|1953;Rear Window|1954;Some Like It Hot|1959;Dr Strangelove|1964;"
          "The Good the Bad and the Ugly|1966;Chinatown|1974;Jaws|1975;Star Wars|1977;Annie Hall|1977;"
          "The Shining|1980;E.T. the Extra-Terrestrial|1982;Ghostbusters|1984;The Princess Bride|1987;"
          "Groundhog Day|1993;Toy Story|1995;Trainspotting|1996;Titanic|1997;Princess Mononoke|1997;"
          "Lost in Translation|2003;Shaun of the Dead|2004;Hot Fuzz|2007;Arrival|2016;Paddington 2|2017;"
          "The Grand Budapest Hotel|2014;Prisoners|2013;Sicario|2015;Hereditary|2018;Midsommar|2019;"
          "John Wick|2014;The Raid|2011;Heat|1995;Point Break|1991;Speed|1994;Predator|1987;RoboCop|1987")
FILM_Q = T("1080p.BluRay.x264|SPARKS AMIABLE GECKOS DRONES ROVERS VETO SAiNT BLOW DEPTH CiNEFiLE USURY;"
           "720p.BluRay.x264|SPARKS AMIABLE GECKOS DRONES CiNEFiLE SiNNERS;"
           "2160p.UHD.BluRay.x265|TERMiNAL SWTYBLZ GUHZER;"
           "2160p.UHD.BluRay.REMUX.HDR10.HEVC.TrueHD.7.1.Atmos|FGT EPSiLON FraMeSToR;"
           "1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1|FGT EPSiLON BLURANiUM;"
           "1080p.WEB.H264|SLOT SCENE HUZZAH BYNDR;"
           "1080p.AMZN.WEB-DL.DDP5.1.H.264|FLUX NTb CMRG TEPES;"
           "2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265|FLUX CMRG;"
           "1080p.BluRay.DDP5.1.x265.10bit|GalaxyRG265;"
           "DVDRip.XviD|DoNE FiCO DiAMOND;"
           "BDRip.x264|DEMAND SPRiNTER;"
           "1080p.BluRay.x264.DTS|FGT HiFi;"
           "720p.WEBRip.x264.AAC|YTS.MX;"
           "1080p.MA.WEB-DL.DDP5.1.H.264|FLUX")
FILM_X = P("REMASTERED|Directors.Cut|EXTENDED|Criterion|IMAX|UNRATED|REPACK|PROPER|THEATRICAL|LIMITED|"
           "4K.REMASTER|INTERNAL")
ANIME = T("Sousou no Frieren|28;Jujutsu Kaisen|47;Spy x Family|37;Chainsaw Man|12;Bocchi the Rock!|12;"
          "Kusuriya no Hitorigoto|24;Dungeon Meshi|24;Oshi no Ko|24;Mushoku Tensei|25;Blue Lock|38;"
          "Vinland Saga|48;Shingeki no Kyojin|87;Kimetsu no Yaiba|63;One Piece|1120;Boku no Hero Academia|25;"
          "Kaguya-sama wa Kokurasetai|37;Mob Psycho 100|37;Dandadan|12;Ore dake Level Up na Ken|25;"
          "Hibike! Euphonium 3|13;Tengoku Daimakyou|13;Kaijuu 8-gou|12;Shikanoko Nokonoko Koshitantan|12;"
          "Yuru Camp S3|12;Ookami to Koushinryou - Merchant Meets the Wise Wolf|25;Bleach - Sennen Kessen-hen|26;"
          "Boku no Kokoro no Yabai Yatsu|25;Make Heroine ga Oosugiru!|12;Tonari no Yokai-san|12;Hunter x Hunter 2011|148;"
          "Fullmetal Alchemist Brotherhood|64;Cowboy Bebop|26;Neon Genesis Evangelion|26;Made in Abyss|25;"
          "Violet Evergarden|13;Steins Gate|24;Haikyuu!!|85;Kusuriya no Hitorigoto S2|24")
MUSIC = T("Radiohead|OK Computer|1997;Radiohead|In Rainbows|2007;Pink Floyd|The Dark Side of the Moon|1973;"
          "Pink Floyd|Wish You Were Here|1975;Fleetwood Mac|Rumours|1977;Kate Bush|Hounds of Love|1985;"
          "Talking Heads|Remain in Light|1980;David Bowie|Blackstar|2016;The Beatles|Abbey Road|1969;"
          "Miles Davis|Kind of Blue|1959;John Coltrane|A Love Supreme|1965;Nirvana|Nevermind|1991;"
          "Massive Attack|Mezzanine|1998;Portishead|Dummy|1994;Daft Punk|Discovery|2001;Daft Punk|Random Access Memories|2013;"
          "Kendrick Lamar|To Pimp a Butterfly|2015;Kendrick Lamar|GNX|2024;Taylor Swift|The Tortured Poets Department|2024;"
          "Taylor Swift|Folklore|2020;Beyonce|Cowboy Carter|2024;Beyonce|Renaissance|2022;Billie Eilish|Hit Me Hard and Soft|2024;"
          "Charli XCX|Brat|2024;Sabrina Carpenter|Short n Sweet|2024;Chappell Roan|The Rise and Fall of a Midwest Princess|2023;"
          "Fontaines D.C.|Romance|2024;The Cure|Songs of a Lost World|2024;Nick Cave and the Bad Seeds|Wild God|2024;"
          "Vampire Weekend|Only God Was Above Us|2024;Arctic Monkeys|AM|2013;Lana Del Rey|Norman Fucking Rockwell!|2019;"
          "Frank Ocean|Blonde|2016;SZA|SOS|2022;Tyler the Creator|Chromakopia|2024;Boygenius|The Record|2023;"
          "Metallica|Master of Puppets|1986;Iron Maiden|The Number of the Beast|1982;Black Sabbath|Paranoid|1970;"
          "Tool|Fear Inoculum|2019;Opeth|Blackwater Park|2001;Gojira|Fortitude|2021;Mastodon|Leviathan|2004;"
          "Aphex Twin|Selected Ambient Works 85-92|1992;Boards of Canada|Music Has the Right to Children|1998;"
          "Burial|Untrue|2007;Four Tet|Three|2024;Fred again..|Actual Life 3|2022;Bonobo|Fragments|2022;"
          "Joni Mitchell|Blue|1971;Bob Dylan|Blood on the Tracks|1975;Bruce Springsteen|Born to Run|1975;"
          "Leonard Cohen|Songs of Leonard Cohen|1967;Johnny Cash|American IV The Man Comes Around|2002;"
          "Amy Winehouse|Back to Black|2006;Adele|30|2021;Dua Lipa|Future Nostalgia|2020;The Weeknd|After Hours|2020;"
          "Glenn Gould|Bach The Goldberg Variations|1981;Berliner Philharmoniker|Beethoven Symphonies|2016;"
          "Max Richter|Sleep|2015;Arvo Part|Tabula Rasa|1984;Hans Zimmer|Dune Part Two OST|2024;"
          "Ludwig Goransson|Oppenheimer OST|2023;Pearl Jam|Dark Matter|2024;Khruangbin|A La Sala|2024;"
          "Mitski|The Land Is Inhospitable and So Are We|2023;Sufjan Stevens|Carrie and Lowell|2015;"
          "Queens of the Stone Age|Songs for the Deaf|2002;The Smiths|The Queen Is Dead|1986;Oasis|Definitely Maybe|1994;"
          "Blur|Parklife|1994;Pulp|Different Class|1995;Bjork|Homogenic|1997;Sigur Ros|Agaetis byrjun|1999;"
          "Stevie Wonder|Songs in the Key of Life|1976;Marvin Gaye|Whats Going On|1971;Prince|Purple Rain|1984;"
          "Michael Jackson|Thriller|1982;Outkast|Stankonia|2000;Nas|Illmatic|1994;Wu-Tang Clan|Enter the Wu-Tang 36 Chambers|1993;"
          "Dr Dre|2001|1999;Eminem|The Marshall Mathers LP|2000;Deftones|White Pony|2000;Slowdive|Everything Is Alive|2023")
MUSIC_GRP = P("FATHEAD|C4|ENRAGED|PERFECT|YARD|dh|KOSMOS|NOiR|MyDad|OMA|WUS|JLM|EMP|ATRiUM|BF|MOD|"
              "FTD|EGG|GRAPES|BOCKSCAR|RAGEFLAC|BRiGHT")
BOOKS = T("Andy Weir|Project Hail Mary|2021;Andy Weir|The Martian|2014;Brandon Sanderson|The Way of Kings|2010;"
          "Joe Abercrombie|The Blade Itself|2006;J.R.R. Tolkien|The Fellowship of the Ring|1954;"
          "George R.R. Martin|A Game of Thrones|1996;Pierce Brown|Red Rising|2014;James S.A. Corey|Leviathan Wakes|2011;"
          "Ernest Cline|Ready Player One|2011;Matt Dinniman|Dungeon Crawler Carl|2020;Frank Herbert|Dune|1965;"
          "Michelle Obama|Becoming|2018;Stephen King|11-22-63|2011;Stephen King|The Stand|1978;Terry Pratchett|Guards! Guards!|1989;"
          "Douglas Adams|The Hitchhikers Guide to the Galaxy|1979;Yuval Noah Harari|Sapiens|2014;Tara Westover|Educated|2018;"
          "Patrick Rothfuss|The Name of the Wind|2007;Dennis E. Taylor|We Are Legion We Are Bob|2016;Neil Gaiman|American Gods|2001;"
          "Agatha Christie|Murder on the Orient Express|1934;Hilary Mantel|Wolf Hall|2009;Trevor Noah|Born a Crime|2016;"
          "Robert A. Caro|The Power Broker|1974;Sally Rooney|Intermezzo|2024;Rebecca Yarros|Fourth Wing|2023;"
          "Emily Henry|Funny Story|2024;Kazuo Ishiguro|Klara and the Sun|2021;Cormac McCarthy|The Road|2006;"
          "Donna Tartt|The Secret History|1992;Haruki Murakami|Kafka on the Shore|2002;Barbara Kingsolver|Demon Copperhead|2022;"
          "Percival Everett|James|2024;Gabrielle Zevin|Tomorrow and Tomorrow and Tomorrow|2022;Lee Child|Killing Floor|1997;"
          "John Grisham|The Firm|1991;Ken Follett|The Pillars of the Earth|1989;Margaret Atwood|The Handmaids Tale|1985;"
          "George Orwell|Nineteen Eighty-Four|1949;Jane Austen|Pride and Prejudice|1813;Fyodor Dostoevsky|Crime and Punishment|1866;"
          "Ursula K. Le Guin|The Left Hand of Darkness|1969;Octavia E. Butler|Parable of the Sower|1993;"
          "Iain M. Banks|Consider Phlebas|1987;Ann Leckie|Ancillary Justice|2013;Martha Wells|All Systems Red|2017;"
          "N.K. Jemisin|The Fifth Season|2015;Cixin Liu|The Three-Body Problem|2008;Michael Lewis|The Big Short|2010;"
          "Daniel Kahneman|Thinking Fast and Slow|2011;Bill Bryson|A Short History of Nearly Everything|2003;"
          "Walter Isaacson|Steve Jobs|2011;Adrian Tchaikovsky|Children of Time|2015;Robin Hobb|Assassins Apprentice|1995;"
          "Robert Jordan|The Eye of the World|1990;Mary Beard|SPQR|2015;Richard Osman|The Thursday Murder Club|2020;"
          "Mick Herron|Slow Horses|2010;Tana French|In the Woods|2007;Colson Whitehead|The Underground Railroad|2016")
NARR = {"Project Hail Mary": "Ray Porter", "The Martian": "R.C. Bray", "The Way of Kings": "Michael Kramer and Kate Reading",
        "The Blade Itself": "Steven Pacey", "The Fellowship of the Ring": "Andy Serkis", "A Game of Thrones": "Roy Dotrice",
        "Red Rising": "Tim Gerard Reynolds", "Leviathan Wakes": "Jefferson Mays", "Ready Player One": "Wil Wheaton",
        "Dungeon Crawler Carl": "Jeff Hays", "Dune": "Scott Brick", "Becoming": "Michelle Obama", "Sapiens": "Derek Perkins",
        "Guards! Guards!": "Nigel Planer", "The Hitchhikers Guide to the Galaxy": "Stephen Fry", "Educated": "Julia Whelan",
        "We Are Legion We Are Bob": "Ray Porter", "Born a Crime": "Trevor Noah", "Wolf Hall": "Simon Slater",
        "Murder on the Orient Express": "Dan Stevens", "The Name of the Wind": "Nick Podehl", "11-22-63": "Craig Wasson"}
TECH_BOOKS = T("Luciano Ramalho|Fluent Python 2nd Edition|2022;Martin Kleppmann|Designing Data-Intensive Applications|2017;"
               "David Thomas and Andrew Hunt|The Pragmatic Programmer 20th Anniversary Edition|2019;"
               "Steve Klabnik and Carol Nichols|The Rust Programming Language 2nd Edition|2023;"
               "Al Sweigart|Automate the Boring Stuff with Python 2nd Edition|2019;Joshua Bloch|Effective Java 3rd Edition|2018;"
               "Brian W. Kernighan and Dennis M. Ritchie|The C Programming Language 2nd Edition|1988;"
               "Aurelien Geron|Hands-On Machine Learning 3rd Edition|2022;Nigel Poulton|The Kubernetes Book|2024")
COMICS = T("Batman|2016|150;Detective Comics|2016|1090;The Amazing Spider-Man|2022|60;Ultimate Spider-Man|2024|12;"
           "Saga|2012|70;Invincible|2003|144;Absolute Batman|2024|5;X-Men|2024|10;Fantastic Four|2022|28;Daredevil|2023|14;"
           "Transformers|2023|16;Something is Killing the Children|2019|40;The Department of Truth|2020|26;"
           "Immortal Thor|2023|18;Wonder Woman|2023|16;Superman|2023|20;Action Comics|2016|1072;Star Wars|2020|50;"
           "Teenage Mutant Ninja Turtles|2024|5;Hellboy and the BPRD|2022|10;Geiger|2024|6;Radiant Black|2021|30")
COMIC_GRP = P("Zone-Empire|Son of Ultron-Empire|Glorith-Empire|digital-Empire|Li'l-Empire|The Last Kryptonian-DCP|"
              "Mephisto-Empire|DrVink-Empire|Minutemen-Slayer|Oroboros-DCP")
MANGA = T("One Piece|107;Chainsaw Man|17;Jujutsu Kaisen|26;Berserk|42;Vagabond|37;Dorohedoro|23;Frieren|13;Vinland Saga|27")
MAGS = T("The Economist|UK Edition;The Economist|US Edition;New Scientist|International Edition;National Geographic|USA;"
         "Wired|UK;PC Gamer|UK;Private Eye|Issue;Scientific American|;The New Yorker|;The MagPi|Issue;Linux Format|UK;"
         "Edge|UK;Rolling Stone|USA;Empire|UK;Sight and Sound|;Vogue|UK;Time|International;Car and Driver|USA;"
         "Amateur Photographer|;BBC Sky at Night|;Practical Wireless|;Model Railroader|;Fine Woodworking|;"
         "Classic Rock|UK;Mojo|;Uncut|UK;Popular Mechanics|USA;Digital Camera World|;The Atlantic|;Nature|")
MONTHS = P("January|February|March|April|May|June|July|August|September|October|November|December")
SOFT = T("VLC Media Player|3.0.18 3.0.20 3.0.21;7-Zip|23.01 24.07 24.08;LibreOffice|7.6.4 24.2.1 24.8.2;GIMP|2.10.36 2.10.38;"
         "Blender|4.1.0 4.2.3 3.6.9;Audacity|3.4.2 3.6.4;OBS Studio|30.1 30.2.3;KeePassXC|2.7.7 2.7.9;"
         "Notepad++|8.6.4 8.6.9;Firefox|123.0 128.0.3esr;Thunderbird|115.8.0 128.3.1;HandBrake|1.7.3 1.8.2;Inkscape|1.3.2 1.4;"
         "Kdenlive|23.08.4 24.08.2;Krita|5.2.2 5.2.6;qBittorrent|4.6.3 5.0.1;SABnzbd|4.2.2 4.3.3;NZBGet|21.1 24.3;"
         "Calibre|7.6.0 7.20.0;Git for Windows|2.44.0 2.47.0;Python|3.12.2 3.11.9;Node.js|20.11.1 22.9.0;"
         "Adobe Photoshop 2024|25.5.0.375 25.9.1;Adobe Lightroom Classic|13.2 13.5;DaVinci Resolve Studio|18.6.5 19.0.3;"
         "Ableton Live 12 Suite|12.0.1 12.1;FL Studio Producer Edition|21.2.3 24.1.1;Native Instruments Kontakt 7|7.8.1 7.10.5;"
         "Steinberg Cubase Pro 13|13.0.30 13.0.41;MATLAB|R2024a R2023b;SolidWorks 2024|SP1 SP3;"
         "CorelDRAW Graphics Suite 2024|25.0.0.230;JetBrains IntelliJ IDEA Ultimate|2023.3.4 2024.2.3;"
         "Microsoft Visual Studio 2022 Enterprise|17.9.2 17.11.5;Autodesk AutoCAD 2025|2025.1;Affinity Photo 2|2.4.1 2.5.5;"
         "Reaper|7.11 7.24;Paragon Hard Disk Manager|17.20.17;Acronis Cyber Protect Home Office|2024_Build_41736;"
         "Microsoft Office LTSC Professional Plus 2021|Mar_2024 Oct_2024;Windows 11 Pro 23H2|22631.3296 22631.4317")
SOFT_TAIL = P(".x64|.x64.Multilingual|.WiN64|.Portable|.MacOS|.Linux.x64|-R2R|-P2P|.x64-TNT|.Retail|.Incl.Keygen-BTCR|"
              ".x64.Multilanguage-RLD|.U2B|")
GAMES = P("Baldurs Gate 3|Elden Ring Shadow of the Erdtree|Cyberpunk 2077 Phantom Liberty|Hollow Knight|Hades II|"
          "Disco Elysium The Final Cut|Stardew Valley|Balatro|Factorio Space Age|Terraria|Dave the Diver|Sea of Stars|"
          "Lies of P|Dead Space|Resident Evil 4|Red Dead Redemption 2|The Witcher 3 Wild Hunt Complete Edition|"
          "Frostpunk 2|Manor Lords|Star Wars Jedi Survivor|Hogwarts Legacy|Alan Wake 2|Pentiment|Cities Skylines II|"
          "Hi-Fi Rush|Pathfinder Wrath of the Righteous|Divinity Original Sin 2|Celeste|Cuphead|Outer Wilds|"
          "Return of the Obra Dinn|Animal Well|Black Myth Wukong|Warhammer 40000 Space Marine 2|Metaphor ReFantazio|"
          "Kingdom Come Deliverance II|Indiana Jones and the Great Circle|Satisfactory|Dragons Dogma 2|Persona 3 Reload|"
          "Final Fantasy VII Rebirth|Prince of Persia The Lost Crown|Tekken 8|Like a Dragon Infinite Wealth|Pacific Drive|"
          "Horizon Forbidden West Complete Edition|Ghost of Tsushima Directors Cut|Silent Hill 2|Astro Bot|Thief Gold|"
          "Planescape Torment Enhanced Edition|Fallout New Vegas Ultimate Edition|Heroes of Might and Magic 3 Complete")
GAME_GRP = P("RUNE|TENOKE|FLT|DOGE|RAZOR1911|DARKSiDERS|TiNYiSO|SKIDROW|CODEX|PLAZA|SiMPLEX|I_KnoW|ANOMALY|KaOs")
ISOS = P("ubuntu-24.04.1-desktop-amd64.iso|ubuntu-22.04.4-live-server-amd64.iso|kubuntu-23.10-desktop-amd64.iso|"
         "debian-12.5.0-amd64-netinst.iso|debian-live-12.7.0-amd64-kde.iso|Fedora-Workstation-Live-x86_64-40-1.14.iso|"
         "Fedora-Server-dvd-x86_64-39-1.5.iso|archlinux-2024.04.01-x86_64.iso|linuxmint-21.3-cinnamon-64bit.iso|"
         "FreeBSD-14.0-RELEASE-amd64-dvd1.iso|FreeBSD-13.3-RELEASE-arm64-aarch64-memstick.img|OpenBSD install75.iso amd64|"
         "NetBSD-10.0-amd64.iso|Rocky-9.3-x86_64-dvd.iso|AlmaLinux-9.4-x86_64-dvd.iso|openSUSE-Tumbleweed-DVD-x86_64-Current.iso|"
         "openSUSE-Leap-15.5-DVD-x86_64-Media.iso|manjaro-kde-23.1.3-240113-linux66.iso|pop-os_22.04_amd64_nvidia_38.iso|"
         "kali-linux-2024.1-installer-amd64.iso|tails-amd64-6.0.img|proxmox-ve_8.1-2.iso|TrueNAS-SCALE-23.10.2.iso|"
         "EndeavourOS_Gemini-2024.04.20.iso|nixos-minimal-23.11.5541.x86_64-linux.iso|alpine-standard-3.19.1-x86_64.iso|"
         "slackware64-15.0-install-dvd.iso|Qubes-R4.2.0-x86_64.iso|CentOS-Stream-9-latest-x86_64-dvd1.iso|"
         "Zorin-OS-17.1-Core-64-bit.iso|MX-23.2_x64.iso|void-live-x86_64-20240314-xfce.iso|"
         "2024-03-15-raspios-bookworm-arm64-lite.img.xz|pfSense-CE-2.7.2-RELEASE-amd64.iso.gz|OPNsense-24.1-dvd-amd64.iso.bz2|"
         "haiku-r1beta4-x86_64-anyboot.iso|elementaryos-7.1-stable.20230926rc.iso|Debian 12.5 bookworm amd64 DVD set (21 ISOs)|"
         "Ubuntu 24.04 LTS Noble Numbat Desktop amd64|Linux Mint 22 Wilma Cinnamon Edition 64-bit|"
         "FreeBSD 14.1-RELEASE amd64 disc1|Gentoo install-amd64-minimal-20240317T170433Z.iso|Slackware 15.0 x86_64 DVD|"
         "debian-11.9.0-i386-DVD-1.iso|ubuntu-20.04.6-desktop-amd64.iso|DragonFlyBSD dfly-x86_64-6.4.0_REL.iso")
F1GP = P("Bahrain|Saudi Arabian|Australian|Japanese|Chinese|Miami|Emilia Romagna|Monaco|Canadian|Spanish|Austrian|"
         "British|Hungarian|Belgian|Dutch|Italian|Azerbaijan|Singapore|United States|Mexico City|Sao Paulo|Las Vegas|Qatar|Abu Dhabi")
UFC = P("UFC 300 Pereira vs Hill|UFC 299 OMalley vs Vera 2|UFC 298 Volkanovski vs Topuria|UFC 302 Makhachev vs Poirier|"
        "UFC 303 Pereira vs Prochazka 2|UFC 296 Edwards vs Covington|UFC 294 Makhachev vs Volkanovski 2|UFC 305 Du Plessis vs Adesanya|"
        "UFC 307 Pereira vs Rountree Jr|UFC Fight Night Cannonier vs Imavov|UFC 309 Jones vs Miocic")
TEAMS = {"EPL": P("Liverpool|Arsenal|Manchester City|Manchester United|Chelsea|Tottenham|Newcastle|Aston Villa|Brighton|"
                  "West Ham|Everton|Brentford|Fulham|Crystal Palace|Wolves|Nottingham Forest|Bournemouth"),
         "NBA": P("Celtics|Lakers|Warriors|Nuggets|Bucks|Knicks|Mavericks|Thunder|Timberwolves|Heat|76ers|Suns|Pacers|Cavaliers"),
         "NFL": P("Chiefs|Bills|Eagles|49ers|Cowboys|Ravens|Lions|Packers|Bengals|Dolphins|Steelers|Jets|Texans|Rams"),
         "NHL": P("Bruins|Rangers|Oilers|Panthers|Maple Leafs|Canadiens|Avalanche|Stars|Lightning|Penguins|Flyers|Golden Knights"),
         "LaLiga": P("Real Madrid|Barcelona|Atletico Madrid|Girona|Athletic Bilbao|Real Sociedad|Sevilla|Valencia|Villarreal|Real Betis"),
         "Bundesliga": P("Bayern Munich|Bayer Leverkusen|Borussia Dortmund|RB Leipzig|VfB Stuttgart|Eintracht Frankfurt|Freiburg|Union Berlin")}
SPORTS_FIX = P("Super.Bowl.LVIII.2024.Chiefs.vs.49ers|WWE.WrestleMania.40.Night.1|WWE.WrestleMania.40.Night.2|"
               "Wimbledon.2023.Mens.Final.Alcaraz.vs.Djokovic|ICC.Cricket.World.Cup.2023.Final.India.vs.Australia|"
               "NHL.2024.06.24.Stanley.Cup.Final.Game.7.Oilers.vs.Panthers|UEFA.Champions.League.2024.Final.Dortmund.vs.Real.Madrid|"
               "Euro.2024.Final.Spain.vs.England|Six.Nations.2024.England.vs.Ireland|The.Masters.2024.Final.Round|"
               "Tour.de.France.2024.Stage.20|Giro.d.Italia.2024.Stage.15|Paris.2024.Olympics.Athletics.Mens.100m.Final|"
               "Rugby.World.Cup.2023.Final.New.Zealand.vs.South.Africa|Ryder.Cup.2023.Day.3.Singles|"
               "Boxing.2024.05.18.Fury.vs.Usyk|WTA.2024.Roland.Garros.Final.Swiatek.vs.Paolini|Dakar.Rally.2024.Stage.12")
FOREIGN_SCENE = P("Intouchables.2011.FRENCH|Le.Fabuleux.Destin.d.Amelie.Poulain.2001.FRENCH|La.Haine.1995.FRENCH|"
                  "Anatomie.d.une.chute.2023.FRENCH|Lupin.S03E0{e}.MULTi|Dix.pour.cent.S0{s}E0{e}.FRENCH|Le.Bureau.des.Legendes.S05E0{e}.FRENCH|"
                  "Der.Untergang.2004.German.DL|Das.Boot.1981.Directors.Cut.German.DL|Lola.rennt.1998.GERMAN|Dark.S0{s}E0{e}.GERMAN|"
                  "Babylon.Berlin.S04E0{e}.GERMAN.DL|Das.Lehrerzimmer.2023.GERMAN|Im.Westen.nichts.Neues.2022.GERMAN.DL|"
                  "Tatort.Borowski.und.das.Haupt.der.Medusa.2023.GERMAN|Broen.S0{s}E0{e}.DANiSH|Borgen.S04E0{e}.DANiSH|"
                  "Jagten.2012.DANiSH|Lat.den.ratte.komma.in.2008.SWEDiSH|Wallander.S0{s}E0{e}.SWEDiSH|Exit.S02E0{e}.NORWEGiAN|"
                  "La.Casa.de.Papel.S0{s}E0{e}.SPANiSH|El.Laberinto.del.Fauno.2006.SPANiSH|Relatos.salvajes.2014.SPANiSH|"
                  "La.Sociedad.de.la.Nieve.2023.SPANiSH|La.vita.e.bella.1997.iTALiAN|Gomorra.S0{s}E0{e}.iTALiAN|"
                  "L.amica.geniale.S0{s}E0{e}.iTALiAN|Zwartboek.2006.DUTCH|Undercover.S03E0{e}.DUTCH|Ida.2013.POLiSH|"
                  "1983.S01E0{e}.POLiSH|Squid.Game.S02E0{e}.KOREAN|Oldboy.2003.KOREAN|Parasite.2019.KOREAN|"
                  "Shoplifters.2018.JAPANESE|Drive.My.Car.2021.JAPANESE|Godzilla.Minus.One.2023.JAPANESE|Fauda.S04E0{e}.HEBREW|"
                  "Kis.Uykusu.2014.TURKiSH|RRR.2022.TELUGU|3.Idiots.2009.HINDI|Dangal.2016.HINDI|Roma.2018.SPANiSH|"
                  "Elite.S0{s}E0{e}.SPANiSH|Dark.Winds.S02E0{e}|Druk.2020.DANiSH|Toni.Erdmann.2016.GERMAN")
FOREIGN_RAW = P("Брат (1997) BDRip 1080p|Ирония судьбы, или С лёгким паром! (1975) DVDRip|Сталкер (1979) BDRip 720p|"
                "Левиафан (2014) BDRip 1080p|Слово пацана. Кровь на асфальте (2023) S01 WEB-DL 1080p|"
                "Москва слезам не верит (1979) BDRip|让子弹飞.Let.the.Bullets.Fly.2010.1080p.BluRay.x264|"
                "霸王别姬 Farewell My Concubine (1993) 1080p BluRay|流浪地球2.The.Wandering.Earth.II.2023.1080p.WEB-DL.H264.AAC|"
                "花样年华 In the Mood for Love (2000) Criterion 1080p|기생충 Parasite (2019) 1080p BluRay|"
                "올드보이 Oldboy 2003 REMASTERED 1080p|千と千尋の神隠し (2001) BDRip 1080p|君の名は。Your Name (2016) 1080p BluRay|"
                "七人の侍 Seven Samurai 1954 Criterion 1080p|Мастер и Маргарита (2024) WEB-DL 2160p|"
                "باب الحديد Cairo Station (1958) DVDRip|शोले Sholay (1975) 1080p BluRay|Трудно быть богом (2013) BDRip 1080p|"
                "薬屋のひとりごと 第12話 (1080p)|葬送のフリーレン 第10話 1080p WEB")
XXX_SITES = P("Brazzers|RealityKings|Vixen|Blacked|Tushy|Deeper|DigitalPlayground|Private|NaughtyAmerica|BangBros|"
              "EvilAngel|TeamSkeet|Babes|Twistys|PassionHD|HollyRandall|MetArtX|Nubiles|WowGirls|SexArt")
XXX_PERF = P("Angela White|Riley Reid|Mia Malkova|Abella Danger|Lana Rhoades|Emily Willis|Gianna Dior|Kenzie Reeves|"
             "Adriana Chechik|Lena Paul|Vina Sky|Eliza Ibarra|Autumn Falls|Jia Lissa|Lexi Belle|Kayden Kross|Asa Akira|"
             "Lulu Chu|Blake Blossom|Kendra Sunderland|Alexis Texas|Madison Ivy")
DOCS = P("BBC.Planet.Earth.III.{i}of8|BBC.Blue.Planet.II.{i}of7|BBC.The.Green.Planet.{i}of5|BBC.Frozen.Planet.II.{i}of6|"
         "Our.Planet.S01E0{i}|Cosmos.A.Spacetime.Odyssey.S01E0{i}|The.Vietnam.War.2017.E0{i}|The.Last.Dance.S01E0{i}|"
         "Nova.S51E0{i}|Frontline.S2024E0{i}|Chasing.the.Light.S01E0{i}|Civilisation.1969.E0{i}|The.World.at.War.1973.E0{i}|"
         "Free.Solo.2018|Apollo.11.2019|Searching.for.Sugar.Man.2012|Man.on.Wire.2008|Jiro.Dreams.of.Sushi.2011|"
         "Senna.2010|Amy.2015|Grizzly.Man.2005|The.Act.of.Killing.2012|Fire.of.Love.2022|20.Days.in.Mariupol.2023|"
         "My.Octopus.Teacher.2020|Honeyland.2019|Navalny.2022|Horizon.S60E0{i}|Storyville.S2023E0{i}|"
         "Long.Way.Round.S01E0{i}|Chernobyl.The.Lost.Tapes.2022|Icarus.2017|Hoop.Dreams.1994|Shoah.1985.Part.{i}")
SINGLES = P("Kate Bush - Running Up That Hill|Fleetwood Mac - Dreams|Radiohead - Creep|Nirvana - Smells Like Teen Spirit|"
            "Queen - Bohemian Rhapsody|David Bowie - Heroes|Joy Division - Love Will Tear Us Apart|New Order - Blue Monday|"
            "Whitney Houston - I Wanna Dance with Somebody|Prince - When Doves Cry|Daft Punk - One More Time|"
            "Robyn - Dancing on My Own|LCD Soundsystem - All My Friends|Chappell Roan - Good Luck, Babe!|"
            "Sabrina Carpenter - Espresso|Charli XCX - 360|Billie Eilish - Birds of a Feather|Kendrick Lamar - Not Like Us|"
            "Beyonce - Texas Hold Em|Taylor Swift - Cruel Summer|Dua Lipa - Houdini|Hozier - Too Sweet|Benson Boone - Beautiful Things|"
            "Outkast - Hey Ya!|The Killers - Mr. Brightside|Arctic Monkeys - I Bet You Look Good on the Dancefloor|"
            "Massive Attack - Teardrop|The Verve - Bitter Sweet Symphony|Oasis - Wonderwall|Blur - Song 2|Pulp - Common People|"
            "Bill Withers - Aint No Sunshine|Aretha Franklin - Respect|Otis Redding - Sittin on the Dock of the Bay|"
            "Johnny Cash - Hurt|Leonard Cohen - Hallelujah|Jeff Buckley - Hallelujah|Simon and Garfunkel - The Sound of Silence|"
            "Eurythmics - Sweet Dreams (Are Made of This)|a-ha - Take On Me|Tears for Fears - Everybody Wants to Rule the World|"
            "Toto - Africa|Journey - Dont Stop Believin|Bon Jovi - Livin on a Prayer|AC DC - Back in Black|"
            "Metallica - Enter Sandman|Rage Against the Machine - Killing in the Name|Massive Attack - Unfinished Sympathy|"
            "米津玄師 - Lemon|YOASOBI - アイドル|BTS - 봄날 (Spring Day)|NewJeans - Super Shy|Кино - Группа крови|"
            "周杰伦 - 晴天|Stromae - Alors on danse|Rosalia - Despecha|Bad Bunny - Titi Me Pregunto|Ed Sheeran - Shape of You|"
            "The Weeknd - Blinding Lights|Harry Styles - As It Was|Miley Cyrus - Flowers|Gotye - Somebody That I Used to Know|"
            "Cher - Believe|Kylie Minogue - Cant Get You Out of My Head|Underworld - Born Slippy .NUXX|"
            "Fatboy Slim - Right Here, Right Now|The Prodigy - Firestarter|Sade - Smooth Operator|Portishead - Glory Box")
SINGLE_TAG = P("| (Live)| (Official Audio)| (Remastered)| [FLAC]| (Radio Edit)| (Extended Mix)| (Acoustic)| (2024 Remaster)| 320kbps")
PODCASTS = P("Dan Carlins Hardcore History 62 - Supernova in the East I|Dan Carlins Hardcore History 50 - Blueprint for Armageddon I|"
             "Dan Carlins Hardcore History 68 - Twilight of the Aesir|Serial S01E01 The Alibi|In Our Time - The Cambrian Explosion|"
             "In Our Time - The Battle of Hastings|In Our Time - Tocqueville|In Our Time - Photosynthesis|"
             "Revolutions 10.45 - The Ides of March|The History of Rome 179 - The End|99% Invisible 500|"
             "Radiolab - The Bad Show|This American Life 1 - New Beginnings|Darknet Diaries Ep 100 - NSO|"
             "Hello Internet #136|The Rest Is History 400|Freakonomics Radio - Is Honesty Really the Best Policy?|"
             "Planet Money - The Invention of Money|Hidden Brain - You 2.0|Behind the Bastards - Part One: Henry Kissinger|"
             "Lex Fridman Podcast #367 - Sam Altman|Conan OBrien Needs a Friend - Tom Hanks|"
             "Stuff You Should Know - How Ice Cream Works|Criminal Episode 1 - 695BGK|The Dollop 400|"
             "Song Exploder - Björk - Stonemilker|Reply All 158 - The Case of the Missing Hit|Science Vs - Fluoride|"
             "No Such Thing As a Fish 500|The Adventure Zone 69|Welcome to Night Vale 1 - Pilot|The Magnus Archives MAG 001 - Angler Fish")
LECTURES = P("MIT 6.006 Introduction to Algorithms Fall 2011 Lecture {n}|Stanford CS229 Machine Learning Lecture {n}|"
             "Harvard CS50 2023 Lecture {n}|Yale PSYC 110 Introduction to Psychology Lecture {n}|"
             "Richard Feynman - The Character of Physical Law Part {n}|Walter Lewin 8.01 Physics I Lecture {n}|"
             "The Great Courses - Understanding the Universe|The Great Courses - Big History|"
             "The Great Courses - The Rise of Rome|The Great Courses - Mathematics Philosophy and the Real World|"
             "Royal Institution Christmas Lectures 2019 - Secrets and Lies|Gresham College - The History of Maths Lecture {n}|"
             "3Blue1Brown - Essence of Linear Algebra Chapter {n}|Andrew Ng - Machine Learning Specialization Week {n}|"
             "MIT 18.06 Linear Algebra Gilbert Strang Lecture {n}|Carl Sagan - Cosmos lectures {n}|"
             "Jordan Peterson - Maps of Meaning 2017 Lecture {n}|Robert Sapolsky - Human Behavioral Biology Lecture {n}|"
             "Open Yale ECON 252 Financial Markets Lecture {n}|Udemy - The Complete Python Bootcamp From Zero to Hero|"
             "Coursera - Learning How to Learn|Berkeley CS61A Lecture {n}|Reith Lectures 2023 - Lecture {n}|"
             "Leonard Bernstein - The Unanswered Question Norton Lectures {n}|Linux Foundation LFS101 Introduction to Linux")
AUDIO_DRAMA = P("BBC Radio 4 - The Lord of the Rings (1981) Episode {n}|The Hitchhikers Guide to the Galaxy - Fit the {nth}|"
                "Mercury Theatre on the Air - The War of the Worlds (1938-10-30)|Big Finish - Doctor Who - The Chimes of Midnight|"
                "Cabin Pressure Series {n}|The Archers Omnibus {date}|Sherlock Holmes BBC Radio (Clive Merrison) - The Hound of the Baskervilles|"
                "Suspense - Sorry, Wrong Number (1943)|X Minus One - Nightfall|The Shadow - The Death House Rescue|"
                "BBC Radio 4 - Neverwhere (2013) Episode {n}|Alien III - The Lost Audio Drama|The Sandman Act {n} (Audible)|"
                "Old Harrys Game Series {n}|Bleak Expectations Series {n}|Dirk Gently - Dirk Gentlys Holistic Detective Agency BBC Radio 4")
SERMONS = P("Charles Spurgeon - Sermon No. {n}|Tim Keller - The Prodigal Sons|Billy Graham - Madison Square Garden Crusade 1957|"
            "Martin Luther King Jr - The Drum Major Instinct (1968)|Martin Luther King Jr - A Knock at Midnight|"
            "John Piper - Dont Waste Your Life (Passion 2000)|Alistair Begg - Truth For Life - Psalm {n}|"
            "Choral Evensong from St Pauls Cathedral {date}|Rabbi Jonathan Sacks - Covenant and Conversation {n}|"
            "Friday Khutbah - East London Mosque {date}|Sunday Service - Grace Church {date}|C.S. Lewis - Mere Christianity BBC talks|"
            "Thich Nhat Hanh - Dharma Talk Plum Village {date}|Ram Dass - Here and Now Episode {n}|Desmond Tutu - Sermon at Westminster Abbey")
MATCHES = P("Liverpool vs Arsenal 23.12.2023 Full Match|Real Madrid v Barcelona El Clasico 2024-04-21 Full Match|"
            "1986 World Cup Quarter Final Argentina vs England|Ali vs Frazier - Thrilla in Manila 1975|"
            "Wimbledon 2008 Final Federer vs Nadal|2005 Champions League Final AC Milan vs Liverpool|"
            "2016 World Series Game 7 Cubs vs Indians|Ashes 2005 2nd Test Edgbaston Day 4|Ryder Cup 2012 Sunday Singles|"
            "F1 2021 Abu Dhabi Grand Prix Full Race|Fury vs Wilder 3 Full Fight|1999 Champions League Final Man United vs Bayern|"
            "Super Bowl XLIX Patriots vs Seahawks Full Game|2022 World Cup Final Argentina vs France Full Match|"
            "Ireland v New Zealand RWC 2023 Quarter Final|NBA Finals 2016 Game 7 Cavaliers vs Warriors|"
            "Tyson vs Spinks 1988|Miracle on Ice USA vs USSR 1980|Germany 7-1 Brazil 2014 World Cup Semi Final|"
            "Snooker World Championship 2024 Final Kyren Wilson vs Jak Jones Session {n}|Darts World Championship 2024 Final Humphries v Littler")
NEWS = P("BBC News at Ten|PBS NewsHour Full Episode|ABC World News Tonight|Channel 4 News|NHK News 7|Tagesschau 20 Uhr|"
         "60 Minutes|Newsnight|CBS Evening News|NBC Nightly News|Al Jazeera English Newshour|France 24 Le Journal|"
         "Sky News Press Preview|Democracy Now!|CNN Election Night in America")
RADIO = P("Pete Tong - Essential Selection {date}|Armin van Buuren - A State of Trance {asot}|Above and Beyond - Group Therapy {gt}|"
          "BBC Radio 1 Essential Mix - Four Tet|BBC Radio 1 Essential Mix - Peggy Gou|BBC Radio 1 Essential Mix - Sasha and Digweed|"
          "John Peel Session - The Fall|John Peel Session - Joy Division 1979|Desert Island Discs - David Attenborough|"
          "Desert Island Discs - Dolly Parton|Gilles Peterson Worldwide {date}|Late Junction {date}|Kermode and Mayo Film Review {date}|"
          "Tiesto - Club Life {cl}|Jazz Record Requests {date}|The Kitchen Sisters Present|Mary Anne Hobbs 6 Music {date}|"
          "Radio 4 Shipping Forecast {date}|Prairie Home Companion {date}|Car Talk - Best of {date}|Sounds of the Sixties {date}")
PERSONAL = P("Family holiday Cornwall 2019 photos|Grandpas slides scanned 1968-1975|Wedding video Tom and Sarah 2015|"
             "My vinyl rips - 70s prog collection|Dads cassette collection digitized|Home movies 8mm transfer 1962-1971|"
             "Mums handwritten recipes scanned|Band rehearsal demos 2003|Camera roll backup 2022|Birdsong field recordings spring 2021|"
             "Jazz LP collection FLAC rips part {n}|Photos - Iceland trip 2018|Choir Christmas concert recording 2022|"
             "Sketchbook scans 2010-2015|School yearbook 1984 scanned|Old VHS tapes digitised - birthdays 1991-1996|"
             "Minidisc recordings from uni radio 1999|My 78rpm shellac transfers vol {n}|Hiking GoPro footage Dolomites 2023|"
             "Drone footage Scottish Highlands 4K|Kids school plays 2012-2018|Family tree documents and census scans")
FAN_EDITS = P("The Phantom Edit|Harmys Star Wars Despecialized Edition v2.7|Star Wars 4K77|Star Wars 4K83|"
              "The Hobbit - The Tolkien Edit|The Hobbit - M4 Fan Edit|Topher Grace Star Wars Prequels Edit|"
              "Dune 1984 Spicediver Edit|Alien 3 Workprint Fan Edit|Lord of the Rings Extended Fan Edit 4K (Grapefruit colour)|"
              "Matrix Reloaded and Revolutions Fan Edit - The Matrix Reconfigured|Batman v Superman Ultimate Cut Fan Edit|"
              "Game of Thrones Season 8 Fan Edit|Star Trek The Motion Picture Directors Edition Fan Upscale|"
              "Superman II The Richard Donner Cut|Blade Runner The Final Cut vs Workprint comparison|Indiana Jones Raiders Adaptation Fan Edit")
ADLIKE = P("Get.Rich.or.Die.Tryin.2005.{fq}|Catch.Me.If.You.Can.2002.{fq}|Dont.Look.Up.2021.{fq}|Free.Guy.2021.{fq}|"
           "Click.2006.{fq}|Limitless.2011.{fq}|Boiler.Room.2000.{fq}|The.Wolf.of.Wall.Street.2013.{fq}|"
           "Sorry.to.Bother.You.2018.{fq}|Phone.Booth.2002.{fq}|Unfriended.2014.{fq}|Searching.2018.{fq}|Catfish.2010.{fq}|"
           "Nerve.2016.{fq}|Cam.2018.{fq}|Hackers.1995.{fq}|The.Net.1995.{fq}|How.to.Lose.a.Guy.in.10.Days.2003.{fq}|"
           "Money.Monster.2016.{fq}|Trading.Places.1983.{fq}|Dumb.Money.2023.{fq}|Hustlers.2019.{fq}|"
           "The.Tinder.Swindler.2022.{fq}|Fyre.The.Greatest.Party.That.Never.Happened.2019.{fq}|Dirty.Rotten.Scoundrels.1988.{fq}|"
           "The.Sting.1973.{fq}|Nine.Queens.2000.SPANiSH.{fq}|Matchstick.Men.2003.{fq}|Lucky.Number.Slevin.2006.{fq}|"
           "Dont.Breathe.2016.{fq}|Dont.Worry.Darling.2022.{fq}|Win.Win.2011.{fq}|Margin.Call.2011.{fq}|"
           "Who.Wants.to.Be.a.Millionaire.S{ss}E{ee}.{tq}|Deal.or.No.Deal.S{ss}E{ee}.{tq}|Secret.Millionaire.S{ss}E{ee}.{tq}|"
           "Dragons.Den.S{ss}E{ee}.{tq}|Shark.Tank.S{ss}E{ee}.{tq}|Catfish.The.TV.Show.S{ss}E{ee}.{tq}|"
           "Scam.Interceptors.S{ss}E{ee}.{tq}|Rogue.Traders.S{ss}E{ee}.{tq}|Cant.Pay.Well.Take.It.Away.S{ss}E{ee}.{tq}|"
           "The.Biggest.Loser.S{ss}E{ee}.{tq}|Embarrassing.Bodies.S{ss}E{ee}.{tq}|How.to.Get.Away.with.Murder.S{ss}E{ee}.{tq}|"
           "Get Rich or Die Tryin (2005)|Catch Me If You Can|Dont Look Up (2021)|Free Guy|Click (2006)|"
           "Pink Floyd - Money|ABBA - Money, Money, Money|Dire Straits - Money for Nothing|Daft Punk - Get Lucky|"
           "Blondie - Call Me|Carly Rae Jepsen - Call Me Maybe|Destinys Child - Bills, Bills, Bills|Jessie J - Price Tag|"
           "Hard-Fi - Cash Machine|Saliva - Click Click Boom|Patti Smith - Free Money|Billy Joel - Easy Money|"
           "Honey Cone - Want Ads|The Beatles - Taxman|The Flying Lizards - Money|Cyndi Lauper - Money Changes Everything|"
           "Pet Shop Boys - Opportunities (Lets Make Lots of Money)|Britney Spears - Toxic|Lady Gaga - Telephone|"
           "Beck - Loser|Kanye West - Gold Digger|Barrett Strong - Money (Thats What I Want)|Bon Jovi - You Give Love a Bad Name|"
           "Robert Kiyosaki - Rich Dad Poor Dad (epub)|Napoleon Hill - Think and Grow Rich|Tim Ferriss - The 4-Hour Workweek|"
           "Dale Carnegie - How to Win Friends and Influence People|Thomas J. Stanley - The Millionaire Next Door|"
           "George S. Clason - The Richest Man in Babylon|Dave Ramsey - The Total Money Makeover|"
           "John Carreyrou - Bad Blood Secrets and Lies in a Silicon Valley Startup|Frank Abagnale - Scam Me If You Can|"
           "Jason Fung - The Obesity Code|Brian Tracy - Eat That Frog!|Papers.Please.v1.4.11-GOG|Keep.Talking.and.Nobody.Explodes-PLAZA|"
           "Dont Starve Together|Hacknet Labyrinths-PLAZA|Uplink Hacker Elite|Cookie Clicker v2.052|Emily Is Away|"
           "Orwell Keeping an Eye on You|Not.For.Broadcast-CODEX|Hypnospace.Outlaw-PLAZA|Do.Not.Feed.the.Monkeys-PLAZA|"
           "Doki Doki Literature Club Plus|Malwarebytes.Premium.4.6.9.x64|CCleaner.Professional.6.21.10918|"
           "Free.Download.Manager.6.21.0.5639.x64|WinRAR.7.00.x64|AdwCleaner 8.4.2|Lose Yourself - Eminem|"
           "R.E.M. - Its the End of the World as We Know It (And I Feel Fine)|Sorry, Wrong Number (1948)|"
           "Whos Afraid of Virginia Woolf (1966)|Dial M for Murder (1954)|Call Me by Your Name (2017)|"
           "Are You Being Served S0{s}E0{e}|Is It Cake S0{s}E0{e}|Have I Got News for You S{ss}E{ee}")

# ---------------------------------------------------------------- legit generators


def rdate(y0=2019, y1=2024):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def fq():
    q, groups = C(FILM_Q)
    return q + "-" + C(groups.split())


def tq():
    return C(TV_Q) + "-" + C(TV_GRP)


ORD = P("First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|Twelfth")


def expand(t):
    y, m, d = rdate()
    rep = {"{n}": str(rng.randint(1, 24)), "{nth}": C(ORD), "{date}": "%04d-%02d-%02d" % (y, m, d),
           "{asot}": str(rng.randint(1000, 1200)), "{gt}": str(rng.randint(500, 600)), "{cl}": str(rng.randint(700, 900)),
           "{i}": str(rng.randint(1, 5)), "{e}": str(rng.randint(1, 8)), "{s}": str(rng.randint(1, 4)),
           "{ss}": "%02d" % rng.randint(1, 20), "{ee}": "%02d" % rng.randint(1, 12)}
    for k, v in rep.items():
        t = t.replace(k, v)
    if "{fq}" in t:
        t = t.replace("{fq}", fq())
    if "{tq}" in t:
        t = t.replace("{tq}", tq())
    return t


def g_tv_scene():
    name, smax, emax = C(SHOWS)
    s, e = rng.randint(1, int(smax)), rng.randint(1, int(emax))
    k = rng.random()
    if k < 0.72:
        x = C(["", "", "", "", "", "", ".REPACK", ".PROPER", ".INTERNAL"])
        return "%s.S%02dE%02d%s.%s" % (dot(name), s, e, x, tq())
    if k < 0.8:
        return "%s S%02dE%02d %s" % (name, s, e, tq().replace(".", " "))
    if k < 0.88:
        return "%s - S%02dE%02d - Episode %d [WEBDL-1080p]" % (name, s, e, e)
    if k < 0.94:
        return "%s.%dx%02d.HDTV.XviD-%s" % (dot(name), s, e, C(["LOL", "FQM", "NoTV", "XOR", "2HD", "ASAP"]))
    return "%s (%d) S%02dE%02d [1080p x265 10bit]" % (name.replace(" 2005", "").replace(" 2024", "").replace(" 2018", ""),
                                                      rng.randint(1995, 2024), s, e)


def g_tv_pack():
    name, smax, emax = C(SHOWS)
    s = rng.randint(1, int(smax))
    k = rng.randint(0, 5)
    if k <= 2:
        return "%s.S%02d.%s%s" % (dot(name), s, C(["", "COMPLETE.", ""]), tq())
    if k == 3:
        return "%s Season %d Complete %s" % (name, s, C(["720p", "1080p", "2160p HDR", "DVDRip"]))
    if k == 4:
        return "%s.S01-S%02d.COMPLETE.%s" % (dot(name), int(smax), C(["1080p.BluRay.x265-RARBG", "720p.WEB-DL.x264-MIXED", "DVDRip.XviD"]))
    return "%s - The Complete Series (%s)" % (name, C(["1080p BluRay", "DVD9", "WEB-DL 720p", "x265 HEVC"]))


def g_tv_daily():
    show = C(DAILY)[0]
    y, m, d = rdate()
    g = "." + dot(C(GUESTS)) if show.endswith("*") and rng.random() < 0.6 else ""
    show = show.rstrip("*")
    return "%s.%04d.%02d.%02d%s.%s" % (dot(show), y, m, d, g, C(["720p.WEB.h264-", "1080p.WEB.h264-", "HDTV.x264-",
                                                                    "720p.HDTV.x264-", "1080p.WEB-DL.AAC2.0.H.264-"]) + C(TV_GRP))


def g_film():
    t, y = C(FILMS)
    k = rng.random()
    x = "." + C(FILM_X) if rng.random() < 0.12 else ""
    if k < 0.7:
        return "%s.%s%s.%s" % (dot(t), y, x, fq())
    if k < 0.8:
        return "%s (%s) [1080p] [BluRay] [5.1] [YTS.MX]" % (t, y)
    if k < 0.88:
        return "%s (%s) (1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole)" % (t, y)
    if k < 0.94:
        return "%s (%s) Bluray-%s" % (t, y, C(["1080p", "2160p", "720p"]))
    return "%s %s %s" % (t, y, C(["2160p UHD BluRay x265-TERMiNAL", "1080p BluRay DTS x264-HiDt", "720p BRRip XviD AC3"]))


def g_anime():
    t, mx = C(ANIME)
    ep = rng.randint(1, int(mx))
    crc = rand_str(8, "0123456789ABCDEF")
    k = rng.randint(0, 7)
    if k <= 2:
        return "[SubsPlease] %s - %02d (1080p) [%s].mkv" % (t, ep, crc)
    if k == 3:
        return "[Erai-raws] %s - %02d [1080p][Multiple Subtitle][%s].mkv" % (t, ep, crc)
    if k == 4:
        return "[ASW] %s - %02d [1080p HEVC x265 10Bit][AAC]" % (t, ep)
    if k == 5:
        return "[Judas] %s (Season %d) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)" % (t, rng.randint(1, 3))
    if k == 6:
        return "%s.S01E%02d.1080p.CR.WEB-DL.AAC2.0.H.264-VARYG" % (dot(t), min(ep, 24))
    return "[%s] %s [BDRip 1920x1080 HEVC FLAC]" % (C(["Beatrice-Raws", "Kametsu", "MTBB", "sam"]), t)


def g_music():
    a, al, y = C(MUSIC)
    k = rng.randint(0, 7)
    if k <= 1:
        return "%s-%s-WEB-%s-%s" % (und(a), und(al), y, C(MUSIC_GRP))
    if k == 2:
        return "%s-%s-(%s%s)-CD-FLAC-%s-%s" % (und(a), und(al), rand_str(3).upper(), digits(3), y, C(MUSIC_GRP))
    if k == 3:
        return "%s - %s (%s) [FLAC 24bit-%s]" % (a, al, y, C(["96kHz", "44.1kHz", "192kHz"]))
    if k == 4:
        return "%s - %s (%s) [MP3 320]%s" % (a, al, y, C(["", " {Remastered}", " {2011 Remaster}"]))
    if k == 5:
        return "%s-%s-%s-%s-%s" % (und(a), und(al), C(["Vinyl", "2LP", "Deluxe_Edition-2CD", "24BIT-WEB-FLAC"]), y, C(MUSIC_GRP))
    if k == 6:
        return "%s - Discography %s-2024 (FLAC)" % (a, y)
    return "VA-Now_Thats_What_I_Call_Music_%d-2CD-%d-%s" % (rng.randint(100, 118), rng.randint(2018, 2024), C(MUSIC_GRP))


def g_audiobook():
    a, t, y = C(BOOKS)
    nar = NARR.get(t, "")
    k = rng.randint(0, 4)
    if k == 0 and nar:
        return "%s - %s - Read by %s [M4B]" % (a, t, nar)
    if k == 1:
        return "%s - %s (Unabridged) [MP3 %dkbps]" % (a, t, C([64, 128, 96]))
    if k == 2 and nar:
        return "%s by %s, narrated by %s (%s) [M4B]" % (t, a, nar, y)
    if k == 3:
        return "%s.-.%s.%s.AUDIOBOOK.MP3-%s" % (dot(a), dot(t), rng.randint(2010, 2024), C(["BitBook", "AUDiOBOOK", "RiDDLE"]))
    return "%s - %s [Audiobook] [%s]" % (a, t, C(["Unabridged", "M4B", "Audible AAX", "BBC Full-Cast Dramatisation"]))


def g_ebook():
    a, t, y = C(BOOKS + TECH_BOOKS + TECH_BOOKS)
    k = rng.randint(0, 4)
    if k == 0:
        return "%s - %s (%s) (retail) (epub)" % (a, t, y)
    if k == 1:
        return "%s - %s.%s" % (a, t, C(["epub", "azw3", "pdf", "mobi"]))
    if k == 2:
        return "%s.-.%s.%s.RETAIL.EPUB.eBook-%s" % (dot(a), dot(t), y, C(["BitBook", "DiSCOVER", "xBBx"]))
    if k == 3:
        return "%s - %s (PDF)" % (t, a)
    return "%s - %s [EN] [EPUB + MOBI]" % (a, t)


def g_comic():
    if rng.random() < 0.25:
        t, mx = C(MANGA)
        return "%s v%02d (%d) (Digital) (%s)" % (t, rng.randint(1, int(mx)), rng.randint(2018, 2024), C(["1r0n", "LuCaZ", "Oak", "danke-Empire"]))
    t, y, mx = C(COMICS)
    if rng.random() < 0.15:
        return "%s Vol. %d (%d) (Digital) (%s)" % (t, rng.randint(1, 11), rng.randint(2015, 2024), C(COMIC_GRP))
    return "%s %03d (%d) (Digital) (%s).%s" % (t, rng.randint(1, int(mx)), rng.randint(int(y), 2024), C(COMIC_GRP), C(["cbz", "cbr", "cbz"]))


def g_magazine():
    t, ed = C(MAGS)
    y, m, d = rdate(2020, 2024)
    k = rng.randint(0, 3)
    if ed == "Issue":
        return "%s - Issue %d (%d).pdf" % (t, rng.randint(100, 1640), y)
    if k == 0:
        return "%s - %s %d.pdf" % (t, MONTHS[m - 1], y)
    if k == 1:
        return "%s%s - %02d.%02d.%d" % (t, (" " + ed) if ed else "", d, m, y)
    if k == 2:
        return "%s.%s%s.%d.RETAiL.eMag-HBLD" % (dot(t), (dot(ed) + ".") if ed else "", MONTHS[m - 1], y)
    return "%s %s %d (True PDF)" % (t, MONTHS[m - 1], y)


def g_software():
    name, vers = C(SOFT)
    v = C(vers.split(" ")).replace("_", " ")
    k = rng.randint(0, 3)
    if k <= 1:
        return "%s.v%s%s" % (dot(name), v, C(SOFT_TAIL))
    if k == 2:
        return "%s %s %s" % (name, v, C(["x64", "(64-bit)", "Portable", "macOS", "Multilingual", "Win/Mac"]))
    return "%s-%s-%s.%s" % (und(name).lower(), v, C(["win64", "x64", "setup", "amd64", "universal"]), C(["exe", "msi", "zip", "dmg", "tar.xz"]))


def g_game():
    t = C(GAMES)
    k = rng.randint(0, 7)
    v = "%d.%d.%d" % (rng.randint(1, 4), rng.randint(0, 20), rng.randint(0, 99))
    if k <= 1:
        return "%s-%s" % (dot(t), C(GAME_GRP))
    if k == 2:
        return "%s.v%s-%s" % (dot(t), v, C(["TENOKE", "RUNE", "FLT", "DOGE", "GOG", "P2P"]))
    if k == 3:
        return "setup_%s_%s_(64bit)_(%s).exe" % (und(t).lower(), v, digits(5))
    if k == 4:
        return "%s (v%s + %d DLCs) [FitGirl Repack]" % (t, v, rng.randint(1, 20))
    if k == 5:
        return "%s - [DODI Repack]" % t
    if k == 6:
        return "%s.MULTi%d-%s" % (dot(t), rng.randint(5, 14), C(["ElAmigos", "FitGirl", "GOG", "KaOs"]))
    return "%s_NSW-%s" % (und(t), C(["VENOM", "SUXXORS", "BigBlueBox"])) if rng.random() < 0.5 else "%s.PS4-DUPLEX" % dot(t)


def g_sports():
    k = rng.randint(0, 5)
    y, m, d = rdate(2022, 2024)
    if k == 0:
        return "Formula1.%d.Round%02d.%s.Grand.Prix.%s.1080p.F1TV.WEB-DL.AAC2.0.H.264" % (
            y, rng.randint(1, 24), dot(C(F1GP)), C(["Race", "Qualifying", "Sprint", "Practice.One"]))
    if k == 1:
        return "%s.%s.1080p.WEB.h264-%s" % (dot(C(UFC)), C(["PPV", "Prelims", "Early.Prelims", "PPV.Main.Card"]), C(["VERUM", "SHREDDiE", "DARKSPORT"]))
    if k in (2, 3):
        lg = C(list(TEAMS))
        a, b = rng.sample(TEAMS[lg], 2)
        return "%s.%04d.%02d.%02d.%s.vs.%s.%s" % (lg, y, m, d, dot(a), dot(b), C(["720p.WEB.h264-SPORTSNET", "1080p.WEB.h264-VERUM",
                                                                                   "720p60.HDTV.x264-WaLMaRT", "1080p.HDTV.H264.English"]))
    return "%s.%s" % (C(SPORTS_FIX), C(["1080p.WEB.h264-VERUM", "720p.HDTV.x264", "1080p50.HDTV.H264", "2160p.WEB.h265-SPORTSNET"]))


def g_foreign():
    if rng.random() < 0.25:
        return C(FOREIGN_RAW)
    return expand(C(FOREIGN_SCENE)) + "." + C(["1080p.BluRay.x264-", "720p.HDTV.x264-", "1080p.WEB.H264-", "1080p.NF.WEB-DL.DDP5.1.x264-",
                                                "DVDRip.XviD-", "2160p.WEB.H265-"]) + C(["DETAiLS", "ITSGEMS", "SOLAR", "FHD", "MOREHD",
                                                                                         "JustWatch", "TVARCHiV", "SPOOKS", "RAPiDCOWS"])


def g_xxx():
    site, perf = C(XXX_SITES), C(XXX_PERF)
    y, m, d = rdate(2018, 2024)
    k = rng.randint(0, 3)
    if k <= 1:
        return "%s.%02d.%02d.%02d.%s.XXX.%s" % (site, y % 100, m, d, dot(perf), C(["1080p.MP4-WRB", "2160p.MP4-WRB", "720p.HEVC.x265.PRT",
                                                                                    "1080p.HEVC.x265.PRT", "SD.MP4-KTR", "480p.MP4-XXX"]))
    if k == 2:
        return "[%s] %s (%04d-%02d-%02d) %s" % (site, perf, y, m, d, C(["1080p", "2160p", "720p"]))
    return "%s - %s and %s - %04d" % (site, perf, C(XXX_PERF), y)


def g_doc():
    suf = C([".1080p.HDTV.x265.AAC.MVGroup.mkv", ".1080p.BluRay.x264-", ".720p.WEB.h264-",
             ".2160p.NF.WEB-DL.DDP5.1.HDR.H.265-", ".1080p.WEB-DL.AAC2.0.H.264-"])
    return expand(C(DOCS)) + suf + (C(TV_GRP) if suf.endswith("-") else "")


STRUCT = [g_tv_scene, g_film, g_music, g_game]


def g_obfuscated():
    return shell(rng.choice(STRUCT)(), obfuscated=True)


def b_film():
    t, y = C(FILMS)
    return C(["%s (%s)", "%s", "%s %s", "%s [%s]", "%s - Directors Cut", "%s (%s) - Criterion Collection"]).replace("%s", t, 1).replace("%s", y, 1)


def b_series():
    n, s, e = C(SHOWS)
    return C(["%s - Season %d" % (n, rng.randint(1, int(s))), "%s Complete Series" % n, "%s series 1-%s" % (n, s),
              "%s - The Complete Collection" % n, "%s S%d" % (n, rng.randint(1, int(s)))])


def b_book():
    a, t, y = C(BOOKS)
    return C(["%s by %s" % (t, a), "%s - %s" % (a, t), "%s (%s) - %s" % (t, y, a)])


def b_album():
    a, al, y = C(MUSIC)
    return C(["%s - %s" % (a, al), "%s by %s" % (al, a), "%s - %s (%s)" % (a, al, y)])


NONLATIN_BARE = P("Лев Толстой - Война и мир|村上春樹 - ノルウェイの森|أم كلثوم - إنت عمري (1964)|千と千尋の神隠し (2001)|"
                  "Фёдор Достоевский - Преступление и наказание|魯迅 - 阿Q正傳|Ирония судьбы (1975)|Сплин - Гранатовый альбом (1998)")
UNSTRUCT = [("bare_film", 70, b_film), ("bare_series", 40, b_series), ("bare_book", 45, b_book), ("bare_album", 45, b_album),
            ("bare_game", 35, lambda: C(GAMES) + C(["", "", " (PC)", " GOTY Edition", " Deluxe Edition"])),
            ("single", 70, lambda: C(SINGLES) + C(SINGLE_TAG)), ("podcast", 35, lambda: C(PODCASTS)),
            ("lecture", 45, lambda: expand(C(LECTURES))), ("audio_drama", 25, lambda: expand(C(AUDIO_DRAMA))),
            ("sermon", 20, lambda: expand(C(SERMONS))), ("sports_match", 30, lambda: expand(C(MATCHES))),
            ("news", 30, lambda: C(NEWS) + " " + expand(C(["{date}", "{date}", "{date} full broadcast"]))),
            ("personal", 25, lambda: expand(C(PERSONAL))), ("fan_edit", 17, lambda: C(FAN_EDITS)),
            ("radio", 30, lambda: expand(C(RADIO))), ("nonlatin_bare", 8, lambda: C(NONLATIN_BARE)),
            ("adlike_work", 60, lambda: expand(C(ADLIKE)))]
STRUCTURED = [("tv_scene", 180, g_tv_scene), ("tv_pack", 80, g_tv_pack), ("tv_daily", 60, g_tv_daily), ("film", 200, g_film),
              ("anime", 90, g_anime), ("music", 150, g_music), ("audiobook", 60, g_audiobook), ("ebook", 70, g_ebook),
              ("comic", 50, g_comic), ("magazine", 50, g_magazine), ("software", 80, g_software), ("game", 90, g_game),
              ("linux_iso", 40, lambda: C(ISOS)), ("sports", 60, g_sports), ("foreign_scene", 70, g_foreign),
              ("xxx", 50, g_xxx), ("documentary", 50, g_doc), ("obfuscated", 60, g_obfuscated)]


def gen_legit():
    for fam, quota, fn in STRUCTURED + UNSTRUCT:
        got, tries = 0, 0
        structured = any(fam == f for f, q, g in STRUCTURED)
        while got < quota and tries < quota * 40:
            tries += 1
            t = fn()
            if structured and fam != "obfuscated" and rng.random() < 0.09:
                t = shell(t)
            elif not structured and rng.random() < 0.03:
                t = shell(t)
            if add("legit", "legit:" + fam, t):
                got += 1


def main():
    gen_junk()
    gen_legit()
    rng.shuffle(ROWS)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for lab, fam, title in ROWS:
            fh.write("%s\t%s\t%s\n" % (lab, fam, title))


if __name__ == "__main__":
    main()
