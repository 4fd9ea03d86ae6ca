/*
 * usenet_ops._overview_scan: the crawl's per-line work, in one C loop.
 *
 * Why: the crawl reads hundreds of thousands of overview lines a second, and
 * in Python each one costs a split, a tuple, a decode, a parse-cache lookup
 * and a dict lookup per file: about 7 us, which capped a crawl process near
 * 100,000 lines/s whatever Postgres did. Every segment of a file shares its
 * subject up to the (p/t) counter, so per line the only work that matters is
 * finding that counter and appending (message-id, part, bytes) to the line's
 * group. That is what this does; everything decided per FILE (subject
 * parsing, junk rules, blacklist, ids) stays in Python
 * (passes/ingest.py:ingest_block), run once per group.
 *
 * The contract, mirrored by the pure-Python path and checked against it by
 * tests/unit/crawl/test_ingest_native.py on hostile input:
 *
 *   scan_block(block, xref_at, sniff_xref, group, indexed, limits)
 *     -> (groups, slow, not_binary, slow_lines)
 *
 * `limits` is (max_segments, lo, hi, max_subject, max_message_id,
 * max_group_name, max_count): the bounds ingest puts on what it stages
 * (domain/ingest.py, docs/adr/0009). A line they concern (an article number
 * outside lo..hi, a subject over max_subject bytes, a message-id that
 * domain.message_ids refuses, a control byte in Xref) is declined, so Python
 * decides it and counts it; :bytes is clamped to max_count here as it is in
 * domain/overview.py; Xref names over max_group_name bytes are not names.
 *
 * `block` is one OVER reply as read, each line ending in CRLF (a bare CR or
 * LF inside a line is the line's own byte), never split into a million
 * Python objects: only the lines declined come back as bytes, in
 * `slow_lines`, beside their indices in `slow`.
 *
 * `not_binary` maps From to the number of well-formed lines whose subject
 * holds no "(" and no encoded word, so no (p/t) counter: not binary posts.
 * A subject made only of =?utf-8?b?...?= words (a common way to post
 * non-ASCII names, counter included) is decoded here, strictly, and then
 * treated like a plain one; any other encoded word goes to Python.
 *
 * A line takes the FAST path only when everything about it is plain: >= 8
 * fields, a decimal article number within lo..hi and :bytes, a subject of at
 * most max_subject bytes without C0 controls
 * or DEL whose LAST "(" opens "digits/digits)" with 1 <= p <= t <=
 * max_segments and whose tail from that "(" is printable ASCII outside any
 * encoded word, a message-id of at most max_message_id bytes that, trimmed
 * and without its angle brackets, domain.message_ids accepts, a Date of ten
 * bytes or more holding a ':', and an Xref of printable ASCII (spaces aside). Any other line is returned
 * in `slow`, and the caller runs the full Python path on it: this
 * code never guesses about odd input, it declines it.
 *
 * Fast lines are grouped by (From, subject before the counter). Per group:
 *   (first, count, away, from, subject, date, xref, lo, hi, part_total,
 *    message_ids, parts, sizes)
 * where `away` counts lines whose Xref puts them under another indexed group
 * (the crosspost rule; not in the lists), `first` is the index of the first
 * line that is not away (-1 when all are), subject/date/xref are that line's
 * (the subject as str when it is printable ASCII, else the raw bytes for
 * Python to decode: 8-bit text or encoded words before the counter),
 * lo/hi fold its article numbers, part_total is the largest t.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    Py_ssize_t first;
    Py_ssize_t count;
    Py_ssize_t away;
    PyObject *from;     /* bytes */
    PyObject *subject;  /* str or NULL */
    PyObject *date;     /* bytes or NULL */
    PyObject *xref;     /* bytes or NULL (None) */
    long long lo, hi;
    long part_total;
    PyObject *mids, *parts, *sizes;  /* lists */
} Group;

typedef struct {
    const char *p;
    Py_ssize_t n;
} Span;

#define MAX_FIELDS 64

static int is_digits(Span s) {
    if (s.n < 1 || s.n > 18) return 0;
    for (Py_ssize_t i = 0; i < s.n; i++)
        if (s.p[i] < '0' || s.p[i] > '9') return 0;
    return 1;
}

static int date_ws(unsigned char c) {  /* Python's bytes.split() separators */
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0b || c == 0x0c;
}

/* A Date this code may pass on unread: one ingest._canonical_date reads, "[Ddd,] D Mon YYYY HH:MM:SS +ZZZZ [...]"
 * (or GMT/UTC), checked token by token as that function does. Anything else is Python's (its email parser may
 * still read it): a group keeps its first line's date, and the file's date must be its first READABLE one, so a
 * date passed on here must be one Python reads (a plausible-looking "\0 Nov 2025 18:38:18" is not; found by
 * tests/unit/crawl/test_scanner_fuzz.py). */
static int plausible_date(Span s) {
    static const char *months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    const char *tok[6];
    Py_ssize_t len[6];
    int n = 0;
    Py_ssize_t i = 0;
    while (i < s.n && n < 6) {
        while (i < s.n && date_ws((unsigned char)s.p[i])) i++;
        if (i >= s.n) break;
        Py_ssize_t start = i;
        while (i < s.n && !date_ws((unsigned char)s.p[i])) i++;
        tok[n] = s.p + start;
        len[n] = i - start;
        n++;
    }
    int k = 0;
    if (n > 0 && tok[0][len[0] - 1] == ',') k = 1;  /* the weekday */
    if (n - k < 5) return 0;
    const char *day = tok[k], *mon = tok[k + 1], *year = tok[k + 2], *clock = tok[k + 3], *zone = tok[k + 4];
    if (len[k] < 1 || len[k] > 2 || !is_digits((Span){day, len[k]})) return 0;
    int month = 0;
    for (int m = 0; m < 12 && !month; m++)
        if (len[k + 1] == 3 && memcmp(mon, months[m], 3) == 0) month = m + 1;
    if (!month) return 0;
    if (len[k + 2] != 4 || !is_digits((Span){year, 4}) || year[0] == '0') return 0;
    if (len[k + 3] != 8 || clock[2] != ':' || clock[5] != ':' || !is_digits((Span){clock, 2}) || !is_digits((Span){clock + 3, 2})
        || !is_digits((Span){clock + 6, 2})) return 0;
    if (len[k + 4] == 3 && (memcmp(zone, "GMT", 3) == 0 || memcmp(zone, "UTC", 3) == 0)) return 1;
    return len[k + 4] == 5 && (zone[0] == '+' || zone[0] == '-') && is_digits((Span){zone + 1, 4});
}

/* domain.message_ids.valid_bare, byte for byte: 3..max_bare bytes of printable ASCII without space, '<' or '>',
 * with an '@' neither first nor last. An id that could end a `BODY <id>` command early is never staged (issue 31);
 * this refuses what Python refuses, so the line is declined and Python counts it (bad_message_id, no_message_id). */
static int valid_bare_id(Span s, Py_ssize_t max_bare) {
    if (s.n < 3 || s.n > max_bare) return 0;
    int at = 0;
    for (Py_ssize_t k = 0; k < s.n; k++) {
        unsigned char c = (unsigned char)s.p[k];
        if (c < 0x21 || c > 0x7e || c == '<' || c == '>') return 0;
        if (c == '@' && k > 0 && k < s.n - 1) at = 1;
    }
    return at;
}

static long long to_ll(Span s) {
    long long v = 0;
    for (Py_ssize_t i = 0; i < s.n; i++) v = v * 10 + (s.p[i] - '0');
    return v;
}

static int has_xref_prefix(Span s) {
    static const char want[] = "xref: ";
    if (s.n < 6) return 0;
    for (int i = 0; i < 6; i++) {
        char c = s.p[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
        if (c != want[i]) return 0;
    }
    return 1;
}

#define ONES 0x0101010101010101ULL
#define HIGHS 0x8080808080808080ULL

/* Whether any of the eight bytes at p is a control, DEL, 8-bit, "(", "=" or
 * "?" (exact for "none": a word without them has none; a "maybe" is then
 * looked at byte by byte). Bit tricks from Anderson's "Bit Twiddling Hacks". */
static inline int maybe_special(const char *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    uint64_t lt20 = (v - ONES * 0x20) & ~v & HIGHS;
    uint64_t ge7f = (v & HIGHS) | ((v + ONES) & HIGHS);
    uint64_t x1 = v ^ (ONES * '('), x2 = v ^ (ONES * '='), x3 = v ^ (ONES * '?');
    uint64_t eq = ((x1 - ONES) & ~x1) | ((x2 - ONES) & ~x2) | ((x3 - ONES) & ~x3);
    return ((lt20 | ge7f | (eq & HIGHS)) != 0);
}

/* Write v >= 0 in decimal at out; return the digits written (snprintf cost
 * more than the rest of a chunk). */
static Py_ssize_t put_decimal(char *out, long long v) {
    char tmp[24];
    Py_ssize_t n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v > 0);
    for (Py_ssize_t i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    return n;
}

static int is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\x0b' || c == '\x0c'; }

/* The group an article with this Xref is staged under: the first group of
 * the Xref that we index, else the group being crawled. Returns 1 when that
 * is another group (the line is "away"), 0 when it is ours, -1 on error.
 * Only called for crossposts (two or more ':'). A name longer than
 * max_name is not a newsgroup (ingest.xref_groups skips it too). */
static int xref_away(Span x, PyObject *group, PyObject *indexed, Py_ssize_t max_name) {
    Py_ssize_t i = 0, n = x.n;
    int token = 0;
    char buf[512];
    while (i < n) {
        while (i < n && is_ws(x.p[i])) i++;
        if (i >= n) break;
        Py_ssize_t start = i;
        while (i < n && !is_ws(x.p[i])) i++;
        if (token++ == 0) continue; /* the host */
        Py_ssize_t colon = -1;
        for (Py_ssize_t k = i - 1; k >= start; k--)
            if (x.p[k] == ':') { colon = k; break; }
        Py_ssize_t len = colon - start;
        if (colon < 0 || len <= 0 || len > max_name) continue;
        if (len >= (Py_ssize_t)sizeof(buf)) return -2; /* absurd name: let Python decide */
        for (Py_ssize_t k = 0; k < len; k++) {
            char c = x.p[start + k];
            buf[k] = (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
        }
        PyObject *name = PyUnicode_DecodeASCII(buf, len, NULL);
        if (name == NULL) return -1;
        int hit = PySequence_Contains(indexed, name);
        if (hit < 0) { Py_DECREF(name); return -1; }
        if (hit) {
            int same = PyUnicode_Compare(name, group) == 0;
            Py_DECREF(name);
            if (same == 0 && PyErr_Occurred()) return -1;
            return same ? 0 : 1;
        }
        Py_DECREF(name);
    }
    return 0;
}


static int b64val(unsigned char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

/* Strict base64 of one word's text into out; returns bytes written or -1.
 * Declines whatever Python's padding fix plus a2b_base64(strict_mode=True)
 * might treat differently: a length of 1 mod 4, excess padding, non-zero
 * trailing bits. */
static Py_ssize_t b64_decode(const char *s, Py_ssize_t n, unsigned char *out) {
    Py_ssize_t k = 0;
    while (k < 2 && n > 0 && s[n - 1] == '=') { n--; k++; }
    if (n % 4 == 1) return -1;
    Py_ssize_t need = (4 - n % 4) % 4;
    if (k > need) return -1;
    Py_ssize_t o = 0;
    unsigned int acc = 0;
    int bits = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        int v = b64val((unsigned char)s[i]);
        if (v < 0) return -1;
        acc = (acc << 6) | (unsigned int)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[o++] = (unsigned char)((acc >> bits) & 0xff);
        }
    }
    if (bits && (acc & ((1u << bits) - 1))) return -1;
    return o;
}

/* Strict UTF-8 (as Python's decoder: no overlongs, no surrogates, <= U+10FFFF)
 * with no C0, DEL or C1 control characters (strip_controls would change the
 * text). Returns 1 when the text passes. */
static int utf8_clean(const unsigned char *p, Py_ssize_t n) {
    Py_ssize_t i = 0;
    while (i < n) {
        unsigned char c = p[i];
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7f) return 0;
            i++;
            continue;
        }
        int len;
        unsigned int cp;
        if (c >= 0xc2 && c <= 0xdf) { len = 2; cp = c & 0x1f; }
        else if (c >= 0xe0 && c <= 0xef) { len = 3; cp = c & 0x0f; }
        else if (c >= 0xf0 && c <= 0xf4) { len = 4; cp = c & 0x07; }
        else return 0;
        if (i + len > n) return 0;
        for (int k = 1; k < len; k++) {
            if ((p[i + k] & 0xc0) != 0x80) return 0;
            cp = (cp << 6) | (p[i + k] & 0x3f);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
            (cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0x80 && cp <= 0x9f))
            return 0;
        i += len;
    }
    return 1;
}

static int ieq(const char *a, Py_ssize_t n, const char *lower) {
    Py_ssize_t m = (Py_ssize_t)strlen(lower);
    if (n != m) return 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        char c = a[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
        if (c != lower[i]) return 0;
    }
    return 1;
}

/* A subject made only of =?utf-8?b?...?= words, separated by ASCII
 * whitespace, decoded into out (at least n bytes). Returns the decoded
 * length, or -1 for anything else (Python's decoder then takes the line).
 * Such words are joined before decoding, as rfc2047.py does, so a character
 * split across two words survives. */
static Py_ssize_t decode_utf8_b_words(const char *s, Py_ssize_t n, unsigned char *out) {
    Py_ssize_t i = 0, o = 0;
    int words = 0;
    while (i < n) {
        if (words) {
            Py_ssize_t ws = i;
            while (i < n && is_ws(s[i])) i++;
            if (i == ws || i >= n) return -1; /* words must be separated; no trailing text */
        }
        if (i + 2 > n || s[i] != '=' || s[i + 1] != '?') return -1;
        Py_ssize_t cs = i + 2, q = cs;
        while (q < n && s[q] != '?') q++;
        if (q + 2 >= n || !ieq(s + cs, q - cs, "utf-8")) return -1;
        char enc = s[q + 1];
        if ((enc != 'B' && enc != 'b') || s[q + 2] != '?') return -1;
        Py_ssize_t ts = q + 3, te = ts;
        while (te < n && s[te] != '?') te++;
        if (te + 1 >= n || s[te + 1] != '=') return -1;
        Py_ssize_t got = b64_decode(s + ts, te - ts, out + o);
        if (got < 0) return -1;
        o += got;
        i = te + 2;
        words++;
    }
    return words ? o : -1;
}

static void group_clear(Group *g) {
    Py_XDECREF(g->from);
    Py_XDECREF(g->subject);
    Py_XDECREF(g->date);
    Py_XDECREF(g->xref);
    Py_XDECREF(g->mids);
    Py_XDECREF(g->parts);
    Py_XDECREF(g->sizes);
}

/* Hand a declined line to Python: its index in `slow`, its bytes in `slow_lines`. */
static int decline(PyObject *slow, PyObject *slow_lines, Py_ssize_t li, const char *s, Py_ssize_t len) {
    PyObject *i = PyLong_FromSsize_t(li);
    PyObject *b = i ? PyBytes_FromStringAndSize(s, len) : NULL;
    int rc = b == NULL || PyList_Append(slow, i) < 0 || PyList_Append(slow_lines, b) < 0 ? -1 : 0;
    Py_XDECREF(i);
    Py_XDECREF(b);
    return rc;
}

static PyObject *scan_block(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *block, *group, *indexed;
    Py_ssize_t xref_at, max_subject, max_mid, max_name;
    int sniff;
    long max_segments;
    long long lo_number, hi_number, max_count;
    if (!PyArg_ParseTuple(args, "SnpUO(lLLnnnL)", &block, &xref_at, &sniff, &group, &indexed, &max_segments,
                          &lo_number, &hi_number, &max_subject, &max_mid, &max_name, &max_count))
        return NULL;
    /* The GIL is let go between lines (below); the block is immutable, so
     * spans kept from earlier lines stay valid whatever another thread does. */
    const char *bp = PyBytes_AS_STRING(block);
    Py_ssize_t bleft = PyBytes_GET_SIZE(block);
    PyObject *slow_lines = PyList_New(0);
    unsigned char *dec = NULL;
    Py_ssize_t dec_cap = 0;
    PyObject *one = PyLong_FromLong(1);
    PyObject *not_binary = PyDict_New(); /* From -> count of lines with no (p/t) anywhere */
    PyObject *index = PyDict_New();
    PyObject *slow = PyList_New(0);
    Py_ssize_t ngroups = 0, cap = 64, last_group = -1;
    Span last_from = {NULL, 0}, last_prefix = {NULL, 0};
    Group *groups = PyMem_Calloc((size_t)cap, sizeof(Group));
    PyObject *result = NULL;
    if (index == NULL || slow == NULL || slow_lines == NULL || groups == NULL || not_binary == NULL || one == NULL)
        goto done;

    for (Py_ssize_t li = 0; bleft > 0; li++) {
        if ((li & 255) == 255) {
            /* Let a waiting thread run: the crawl stages on a committer
             * thread, whose every network wake-up needs the GIL back, and a
             * whole batch here holds it for milliseconds. */
            Py_BEGIN_ALLOW_THREADS
            Py_END_ALLOW_THREADS
        }
        /* CRLF ends a line; a bare LF inside one is the line's own byte. memchr,
         * not memmem: glibc's memmem costs more per call than the search. */
        const char *eol = NULL, *look = bp, *stop = bp + bleft;
        while (look < stop) {
            const char *lf = memchr(look, '\n', (size_t)(stop - look));
            if (lf == NULL) break;
            if (lf > bp && lf[-1] == '\r') { eol = lf - 1; break; }
            look = lf + 1;
        }
        if (eol == NULL) {
            PyErr_SetString(PyExc_ValueError, "a block's last line must end in CRLF: it was cut off");
            goto done;
        }
        const char *s = bp;
        Py_ssize_t len = eol - bp;
        bp = eol + 2;
        bleft -= len + 2;
        Span f[MAX_FIELDS];
        int nf = 0;
        {   /* memchr: the split is over every byte of the line, so let libc's vector loop do it */
            const char *at = s, *end = s + len;
            for (;;) {
                const char *tab = memchr(at, '\t', (size_t)(end - at));
                if (nf == MAX_FIELDS) { nf = MAX_FIELDS + 1; break; }
                f[nf].p = at;
                f[nf].n = (tab ? tab : end) - at;
                nf++;
                if (tab == NULL) break;
                at = tab + 1;
            }
        }
        int fast = nf >= 8 && nf <= MAX_FIELDS && is_digits(f[0]) && is_digits(f[6]) && f[1].n <= max_subject
                   && plausible_date(f[3]);
        if (fast) {
            long long number = to_ll(f[0]);
            if (number < lo_number || number > hi_number) fast = 0;
        }
        /* Subject: printable ASCII, no encoded word, counter by the last "(". */
        Span subj = nf >= 8 ? f[1] : (Span){NULL, 0};
        Py_ssize_t open = -1;
        long part = 0, total = 0;
        int raw_subject = 0; /* 8-bit bytes or an encoded word before the counter: Python decodes it once */
        int decoded = 0;     /* the subject was all UTF-8 B words, decoded here */
        int has_eq = 0, has_open = 0;
        /* Last 8-bit byte or "=?" and last "?=": decide below whether the tail is plain. */
        Py_ssize_t mark_hi = -1, qe_hi = -1;
        if (fast) {
            Py_ssize_t k = 0;
            while (k < subj.n) {
                /* Eight bytes at a time past runs of ordinary characters. */
                if (k + 8 <= subj.n && !maybe_special(subj.p + k)) { k += 8; continue; }
                Py_ssize_t stop = k + 8 < subj.n ? k + 8 : subj.n;
                for (; k < stop; k++) {
                    unsigned char c = (unsigned char)subj.p[k];
                    if (c < 0x20 || c == 0x7f) { fast = 0; goto subject_done; }
                    if (c == '(') { open = k; has_open = 1; }
                    else if (c == '=') {
                        if (k + 1 < subj.n && subj.p[k + 1] == '?') { has_eq = 1; mark_hi = k; }
                    } else if (c == '?') {
                        if (k + 1 < subj.n && subj.p[k + 1] == '=') qe_hi = k;
                    } else if (c > 0x7e) mark_hi = k;
                }
            }
        }
    subject_done:
        if (fast && !has_open && !has_eq) {
            /* No "(" and nothing to decode into one: not a binary post,
             * whatever else the line holds (parsing comes first in Python). */
            PyObject *from = PyBytes_FromStringAndSize(f[2].p, f[2].n);
            if (from == NULL) goto done;
            PyObject *had = PyDict_GetItemWithError(not_binary, from);
            PyObject *now = had ? PyNumber_Add(had, one) : (PyErr_Occurred() ? NULL : (Py_INCREF(one), one));
            int bad = now == NULL || PyDict_SetItem(not_binary, from, now) < 0;
            Py_XDECREF(now);
            Py_DECREF(from);
            if (bad) goto done;
            continue;
        }
        if (fast && has_eq && subj.n >= 2 && subj.p[0] == '=' && subj.p[1] == '?') {
            if (dec_cap < subj.n) {
                unsigned char *bigger = PyMem_Realloc(dec, (size_t)subj.n);
                if (bigger == NULL) { PyErr_NoMemory(); goto done; }
                dec = bigger;
                dec_cap = subj.n;
            }
            Py_ssize_t dn = decode_utf8_b_words(subj.p, subj.n, dec);
            if (dn >= 0 && utf8_clean(dec, dn)) {
                subj.p = (const char *)dec;
                subj.n = dn;
                decoded = 1;
                open = -1;
                for (Py_ssize_t k = 0; k < dn; k++)
                    if (dec[k] == '(') open = k;
                if (open < 0) { /* decoded, no counter: Python counts it */
                    if (decline(slow, slow_lines, li, s, len) < 0) goto done;
                    continue;
                }
            }
        }
        if (fast && !decoded && open >= 0) {
            /* The tail (the counter and what follows) must be plain: printable
             * ASCII, no part of an encoded word. Then decoding the subject is
             * decoding the prefix, the same for every line of the group. */
            if (mark_hi >= open || qe_hi >= open) fast = 0;
            else if (mark_hi >= 0) raw_subject = 1;
        }
        if (fast) {
            Py_ssize_t close = -1, slash = -1;
            if (open < 0) fast = 0;
            for (Py_ssize_t k = open + 1; fast && k < subj.n; k++) {
                if (subj.p[k] == ')') { close = k; break; }
                if (subj.p[k] == '/' && slash < 0) slash = k;
            }
            if (close < 0 || slash < 0) fast = 0;
            if (fast) {
                Span ps = {subj.p + open + 1, slash - open - 1}, ts = {subj.p + slash + 1, close - slash - 1};
                if (ps.n > 9 || ts.n > 9 || !is_digits(ps) || !is_digits(ts)) fast = 0;
                else {
                    part = (long)to_ll(ps);
                    total = (long)to_ll(ts);
                    if (total < 1 || part < 1 || part > total || total > max_segments) fast = 0;
                }
            }
        }
        /* Message-id: trimmed, brackets off, then what domain.message_ids.valid_bare accepts. */
        Span mid = nf >= 8 ? f[4] : (Span){NULL, 0};
        if (fast) {
            while (mid.n && is_ws(mid.p[0])) { mid.p++; mid.n--; }
            while (mid.n && is_ws(mid.p[mid.n - 1])) mid.n--;
            if (mid.n > max_mid) fast = 0;
            if (fast && mid.n >= 2 && mid.p[0] == '<' && mid.p[mid.n - 1] == '>') { mid.p++; mid.n -= 2; }
            if (fast && !valid_bare_id(mid, max_mid - 2)) fast = 0;
        }
        /* Xref: where the format puts it, else sniffed by its prefix. */
        Span xref = {NULL, 0};
        if (fast && nf > 8) {
            if (xref_at >= 0) {
                if (xref_at < nf) {
                    xref = f[xref_at];
                    if (has_xref_prefix(xref)) { xref.p += 6; xref.n -= 6; }
                }
            } else if (sniff) {
                for (int k = 8; k < nf; k++)
                    if (has_xref_prefix(f[k])) { xref.p = f[k].p + 6; xref.n = f[k].n - 6; break; }
            }
            for (Py_ssize_t k = 0; k < xref.n; k++) {
                unsigned char c = (unsigned char)xref.p[k];
                if (c > 0x7e || c < 0x20) { fast = 0; break; }
            }
        }
        if (!fast) {
            if (decline(slow, slow_lines, li, s, len) < 0) goto done;
            continue;
        }
        int away = 0;
        if (xref.n) {
            int colons = 0;
            for (Py_ssize_t k = 0; k < xref.n && colons < 2; k++) colons += xref.p[k] == ':';
            if (colons > 1) {
                away = xref_away(xref, group, indexed, max_name);
                if (away == -1) goto done;
                if (away == -2) {
                    if (decline(slow, slow_lines, li, s, len) < 0) goto done;
                    continue;
                }
            }
        }
        /* Key: From, NUL, how the prefix is read, the subject before the
         * counter. A prefix Python still decodes ('r': 8-bit or encoded words)
         * never shares a group with one already text ('t': plain ASCII, or B
         * words decoded here) that has the same bytes: decoded words may
         * spell "=?utf-8?q?...?=" literally, which the raw line's decode would
         * turn into other text, so another base (separate groups of one file
         * are merged by its id in Python anyway). Consecutive lines
         * are usually segments of one file: compare with the previous fast
         * line first (its spans point into a line still alive in `lines`,
         * never into the decode buffer) and skip the key and the lookup. */
        Span from = f[2];
        Group *g;
        if (last_group >= 0 && !decoded && from.n == last_from.n && open == last_prefix.n &&
            memcmp(from.p, last_from.p, (size_t)from.n) == 0 && memcmp(subj.p, last_prefix.p, (size_t)open) == 0) {
            g = &groups[last_group];
            goto found;
        }
        PyObject *key = PyBytes_FromStringAndSize(NULL, from.n + 2 + open);
        if (key == NULL) goto done;
        char *kp = PyBytes_AS_STRING(key);
        memcpy(kp, from.p, (size_t)from.n);
        kp[from.n] = '\0';
        kp[from.n + 1] = raw_subject ? 'r' : 't';
        memcpy(kp + from.n + 2, subj.p, (size_t)open);
        PyObject *slot = PyDict_GetItemWithError(index, key);
        if (slot == NULL) {
            if (PyErr_Occurred()) { Py_DECREF(key); goto done; }
            if (ngroups == cap) {
                Group *bigger = PyMem_Realloc(groups, (size_t)cap * 2 * sizeof(Group));
                if (bigger == NULL) { Py_DECREF(key); PyErr_NoMemory(); goto done; }
                memset(bigger + cap, 0, (size_t)cap * sizeof(Group));
                groups = bigger;
                cap *= 2;
            }
            PyObject *ix = PyLong_FromSsize_t(ngroups);
            if (ix == NULL || PyDict_SetItem(index, key, ix) < 0) { Py_XDECREF(ix); Py_DECREF(key); goto done; }
            Py_DECREF(ix);
            g = &groups[ngroups++];
            g->first = -1;
            g->from = PyBytes_FromStringAndSize(from.p, from.n);
            g->mids = PyList_New(0);
            g->parts = PyList_New(0);
            g->sizes = PyList_New(0);
            if (g->from == NULL || g->mids == NULL || g->parts == NULL || g->sizes == NULL) { Py_DECREF(key); goto done; }
        } else {
            g = &groups[PyLong_AsSsize_t(slot)];
        }
        Py_DECREF(key);
        if (decoded) {
            last_group = -1;
        } else {
            last_group = g - groups;
            last_from = from;
            last_prefix = (Span){subj.p, open};
        }
    found:
        g->count++;
        if (away) { g->away++; continue; }
        long long number = to_ll(f[0]);
        if (g->first < 0) {
            g->first = li;
            g->subject = raw_subject ? PyBytes_FromStringAndSize(subj.p, subj.n)
                         : decoded ? PyUnicode_DecodeUTF8(subj.p, subj.n, NULL)
                                   : PyUnicode_DecodeASCII(subj.p, subj.n, NULL);
            g->date = PyBytes_FromStringAndSize(f[3].p, f[3].n);
            if (xref.n) g->xref = PyBytes_FromStringAndSize(xref.p, xref.n);
            if (g->subject == NULL || g->date == NULL || (xref.n && g->xref == NULL)) goto done;
            g->lo = g->hi = number;
        } else {
            if (number < g->lo) g->lo = number;
            else if (number > g->hi) g->hi = number;
        }
        if (total > g->part_total) g->part_total = total;
        PyObject *m = PyUnicode_DecodeASCII(mid.p, mid.n, NULL);
        PyObject *p = PyLong_FromLong(part);
        long long bytes = to_ll(f[6]);
        PyObject *z = PyLong_FromLongLong(bytes > max_count ? max_count : bytes);
        int bad = m == NULL || p == NULL || z == NULL || PyList_Append(g->mids, m) < 0 || PyList_Append(g->parts, p) < 0 ||
                  PyList_Append(g->sizes, z) < 0;
        Py_XDECREF(m);
        Py_XDECREF(p);
        Py_XDECREF(z);
        if (bad) goto done;
    }

    {
        PyObject *out = PyList_New(ngroups);
        if (out == NULL) goto done;
        for (Py_ssize_t k = 0; k < ngroups; k++) {
            Group *g = &groups[k];
            PyObject *t = Py_BuildValue("(nnnOOOOLLlOOO)", g->first, g->count, g->away, g->from,
                                        g->subject ? g->subject : Py_None, g->date ? g->date : Py_None,
                                        g->xref ? g->xref : Py_None, g->lo, g->hi, g->part_total, g->mids, g->parts,
                                        g->sizes);
            if (t == NULL) { Py_DECREF(out); goto done; }
            PyList_SET_ITEM(out, k, t);
        }
        result = Py_BuildValue("(NOOO)", out, slow, not_binary, slow_lines);
    }

done:
    if (groups != NULL) {
        for (Py_ssize_t k = 0; k < ngroups; k++) group_clear(&groups[k]);
        PyMem_Free(groups);
    }
    Py_XDECREF(index);
    Py_XDECREF(slow);
    Py_XDECREF(slow_lines);
    Py_XDECREF(not_binary);
    Py_XDECREF(one);
    PyMem_Free(dec);
    return result;
}


/* chunk(bits, parts, sizes, message_ids) -> None | (bits, parts, sizes, ids, count, total)
 *
 * The staging side of one file in one batch (store/staging.py): keep the
 * parts not yet in the file's bitmap (first of a repeat wins), set their
 * bits, and render what is kept as the chunk row's values: "{1,2}" array
 * literals for parts and sizes (sizes clamped to 0..2**31-1) and the ids joined by
 * newlines. None when nothing is new. Mirrors staging.render_chunk, which
 * tests compare against this.
 *
 * Memory safety does not rest on the caller: the three arguments must be
 * exact lists, parts and sizes exact ints (no bool, no int subclass, no
 * object with __index__), ids exact str, else TypeError. Each value is read
 * ONCE, into C arrays, before anything is written: converting a value can
 * run no Python code, so no list can change between the bounds check of a
 * part and the bitmap write it guards (an __index__ answering 1 when checked
 * and 10**9 when used would otherwise write past the bitmap). A list
 * subclass is refused rather than read behind its __getitem__'s back. */
static PyObject *chunk(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer bits;
    PyObject *parts, *sizes, *mids;
    if (!PyArg_ParseTuple(args, "y*OOO", &bits, &parts, &sizes, &mids))
        return NULL;
    PyObject *result = NULL;
    unsigned char *map = NULL;
    char *pbuf = NULL, *sbuf = NULL;
    long *pv = NULL;
    long long *zv = NULL;
    PyObject *keep_ids = NULL;
    if (!PyList_CheckExact(parts) || !PyList_CheckExact(sizes) || !PyList_CheckExact(mids)) {
        PyErr_SetString(PyExc_TypeError, "parts, sizes and message_ids must be lists (exactly list)");
        goto out;
    }
    Py_ssize_t n = PyList_GET_SIZE(parts);
    if (PyList_GET_SIZE(sizes) != n || PyList_GET_SIZE(mids) != n) {
        PyErr_SetString(PyExc_ValueError, "parts, sizes and message_ids differ in length");
        goto out;
    }
    pv = PyMem_Malloc((size_t)(n ? n : 1) * sizeof(long));
    zv = PyMem_Malloc((size_t)(n ? n : 1) * sizeof(long long));
    if (pv == NULL || zv == NULL) { PyErr_NoMemory(); goto out; }
    long maxp = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *po = PyList_GET_ITEM(parts, i), *zo = PyList_GET_ITEM(sizes, i), *mo = PyList_GET_ITEM(mids, i);
        if (!PyLong_CheckExact(po) || !PyLong_CheckExact(zo)) {
            PyErr_SetString(PyExc_TypeError, "parts and sizes must be ints (exactly int: no bool, no __index__)");
            goto out;
        }
        if (!PyUnicode_CheckExact(mo)) {
            PyErr_SetString(PyExc_TypeError, "message_ids must be str (exactly str)");
            goto out;
        }
        int overflow = 0;
        long long p = PyLong_AsLongLongAndOverflow(po, &overflow);
        if (p == -1 && PyErr_Occurred()) goto out;
        if (overflow || p < 1 || p > (1L << 24)) {
            PyErr_SetString(PyExc_ValueError, "part numbers must be 1..2**24");
            goto out;
        }
        pv[i] = (long)p;
        if (p > maxp) maxp = (long)p;
        long long z = PyLong_AsLongLongAndOverflow(zo, &overflow);
        if (z == -1 && PyErr_Occurred()) goto out;
        if (overflow > 0 || z > 2147483647LL) z = 2147483647LL;
        if (overflow < 0 || z < 0) z = 0;
        zv[i] = z;
    }
    Py_ssize_t size = bits.len, need = (maxp + 7) / 8;
    if (need < size) need = size;
    map = PyMem_Calloc((size_t)(need ? need : 1), 1);
    pbuf = PyMem_Malloc((size_t)(n * 12 + 3));
    sbuf = PyMem_Malloc((size_t)(n * 12 + 3));
    keep_ids = PyList_New(0);
    if (map == NULL || pbuf == NULL || sbuf == NULL) { PyErr_NoMemory(); goto out; }
    if (keep_ids == NULL) goto out;
    memcpy(map, bits.buf, (size_t)size);
    Py_ssize_t pl = 0, sl = 0, kept = 0;
    long long total = 0;
    pbuf[pl++] = '{';
    sbuf[sl++] = '{';
    for (Py_ssize_t i = 0; i < n; i++) {
        long p = pv[i];
        unsigned char mask = (unsigned char)(1u << ((p - 1) & 7));
        if (map[(p - 1) >> 3] & mask) continue;
        map[(p - 1) >> 3] |= mask;
        long long z = zv[i];
        if (kept) { pbuf[pl++] = ','; sbuf[sl++] = ','; }
        pl += put_decimal(pbuf + pl, p);
        sl += put_decimal(sbuf + sl, z);
        total += z;
        if (PyList_Append(keep_ids, PyList_GET_ITEM(mids, i)) < 0) goto out;
        kept++;
    }
    if (!kept) { result = Py_NewRef(Py_None); goto out; }
    pbuf[pl++] = '}';
    sbuf[sl++] = '}';
    {
        PyObject *nl = PyUnicode_FromString("\n");
        PyObject *ids = nl ? PyUnicode_Join(nl, keep_ids) : NULL;
        Py_XDECREF(nl);
        if (ids == NULL) goto out;
        result = Py_BuildValue("(y#s#s#NnL)", (const char *)map, need, pbuf, pl, sbuf, sl, ids, kept, total);
    }
out:
    PyBuffer_Release(&bits);
    PyMem_Free(map);
    PyMem_Free(pbuf);
    PyMem_Free(sbuf);
    PyMem_Free(pv);
    PyMem_Free(zv);
    Py_XDECREF(keep_ids);
    return result;
}

/* chunk_codec.c: the rebuild chunk body, both ways (domain/rebuild/chunk_codec.py). */
PyObject *chunk_body(PyObject *self, PyObject *args);
PyObject *chunk_unbody(PyObject *self, PyObject *args);

static PyMethodDef methods[] = {
    {"scan_block", scan_block, METH_VARARGS,
     "scan_block(block, xref_at, sniff_xref, group, indexed, limits) -> (groups, slow, not_binary, slow_lines): "
     "see the source."},
    {"chunk", chunk, METH_VARARGS,
     "chunk(bits, parts, sizes, message_ids) -> None | (bits, parts, sizes, ids, count, total): see the source."},
    {"chunk_body", chunk_body, METH_VARARGS,
     "chunk_body(chunk, max_segments, max_body, max_id) -> bytes | None: a rebuild chunk's body; see chunk_codec.c."},
    {"chunk_unbody", chunk_unbody, METH_VARARGS,
     "chunk_unbody(body, max_segments, max_id) -> tuple | None: a rebuild chunk body's fields; see chunk_codec.c."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_overview_scan",
                                    "The crawl's per-line overview work in C (see passes/ingest.py).", -1, methods};

PyMODINIT_FUNC PyInit__overview_scan(void) { return PyModule_Create(&module); }
