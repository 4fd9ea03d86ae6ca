/*
 * chunk_body(chunk, max_segments, max_body, max_id) -> bytes | None
 *
 * The body of one rebuild chunk (domain/rebuild/chunk_codec.py, layout
 * version 2), before zstd: byte for byte what chunk_codec._python_body
 * writes, or None to leave the chunk to it.
 *
 * Why: every edge worker encodes one chunk per set per batch, and the
 * Python body (varints, the message-ids' shared prefix and suffix, the
 * per-file runs and sizes) was about a tenth of a worker's CPU on REBUILD's
 * line mix (docs/capacity.md), in a path whose whole budget is a few
 * microseconds a line.
 *
 * It declines (None) anything not plainly valid, and the Python path then
 * decides: it writes the same body or raises the ValueError that names the
 * fault. Declined: a field that is not exactly str / int / tuple (a bool,
 * an int subclass, a list), an int outside int64, a message-id
 * domain.message_ids refuses (non-ASCII included),
 * more than max_segments part numbers, sizes or ids, a body over max_body
 * bytes. So a declined chunk costs a second, Python pass and nothing else,
 * and this code never has to reproduce an error message.
 *
 * Memory safety does not rest on the caller: sequences are exact tuples
 * (immutable: nothing can change them under this loop), items exact ints
 * and strs, whose conversion runs no Python code. Differences of two int64
 * are taken in 128 bits, as Python's unbounded ints take them, so a large
 * difference is written as the same (longer) varint and never declined.
 * tests/unit/domain/test_chunk_codec_native.py holds this to the Python body
 * on the codec's own hypothesis strategies and on hostile fields.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

typedef struct {
    unsigned char *p;
    size_t len, cap, limit;
} Out;

enum { OK = 0, DECLINE = 1, FAIL = -1 };

static int reserve(Out *o, size_t more) {
    if (o->len + more <= o->cap) return OK;
    if (o->len + more > o->limit) return DECLINE; /* over max_body: the Python path says so */
    size_t cap = o->cap ? o->cap : 256;
    while (cap < o->len + more) cap *= 2;
    unsigned char *p = PyMem_Realloc(o->p, cap);
    if (p == NULL) {
        PyErr_NoMemory();
        return FAIL;
    }
    o->p = p;
    o->cap = cap;
    return OK;
}

static int uvar(Out *o, u128 v) {
    int r = reserve(o, 19); /* 128 bits take at most 19 varint bytes */
    if (r != OK) return r;
    while (v > 0x7F) {
        o->p[o->len++] = (unsigned char)((v & 0x7F) | 0x80);
        v >>= 7;
    }
    o->p[o->len++] = (unsigned char)v;
    return OK;
}

static u128 zigzag(i128 v) { return v >= 0 ? (u128)v << 1 : (((u128)(-v)) << 1) - 1; }

static int svar(Out *o, i128 v) { return uvar(o, zigzag(v)); }

static int raw(Out *o, const void *src, size_t n) {
    int r = reserve(o, n);
    if (r != OK) return r;
    memcpy(o->p + o->len, src, n);
    o->len += n;
    return OK;
}

/* A varint byte length, then UTF-8 with surrogatepass (a name decoded with surrogateescape keeps its bytes). */
static int text(Out *o, PyObject *s) {
    if (!PyUnicode_CheckExact(s)) return DECLINE;
    Py_ssize_t n;
    const char *b = PyUnicode_AsUTF8AndSize(s, &n);
    if (b != NULL) {
        int r = uvar(o, (u128)n);
        return r != OK ? r : raw(o, b, (size_t)n);
    }
    PyErr_Clear(); /* a lone surrogate: rare, so the codec's slower path */
    PyObject *enc = PyUnicode_AsEncodedString(s, "utf-8", "surrogatepass");
    if (enc == NULL) {
        PyErr_Clear();
        return DECLINE;
    }
    int r = uvar(o, (u128)PyBytes_GET_SIZE(enc));
    if (r == OK) r = raw(o, PyBytes_AS_STRING(enc), (size_t)PyBytes_GET_SIZE(enc));
    Py_DECREF(enc);
    return r;
}

/* An exact int within int64 into *v; anything else declines. */
static int int64_of(PyObject *x, long long *v) {
    if (!PyLong_CheckExact(x)) return DECLINE;
    int overflow = 0;
    *v = PyLong_AsLongLongAndOverflow(x, &overflow);
    if (*v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        return DECLINE;
    }
    return overflow ? DECLINE : OK;
}

/* A new reference to attribute `name` of `obj` that is an exact tuple, or NULL (an error set, or *r = DECLINE). */
static PyObject *tuple_attr(PyObject *obj, const char *name, int *r) {
    PyObject *t = PyObject_GetAttrString(obj, name);
    if (t == NULL) {
        PyErr_Clear();
        *r = DECLINE;
        return NULL;
    }
    if (!PyTuple_CheckExact(t)) {
        Py_DECREF(t);
        *r = DECLINE;
        return NULL;
    }
    return t;
}

static int int_attr(PyObject *obj, const char *name, long long *v) {
    PyObject *x = PyObject_GetAttrString(obj, name);
    if (x == NULL) {
        PyErr_Clear();
        return DECLINE;
    }
    int r = int64_of(x, v);
    Py_DECREF(x);
    return r;
}

static int text_attr(Out *o, PyObject *obj, const char *name) {
    PyObject *x = PyObject_GetAttrString(obj, name);
    if (x == NULL) {
        PyErr_Clear();
        return DECLINE;
    }
    int r = text(o, x);
    Py_DECREF(x);
    return r;
}

/* Runs of consecutive part numbers: n_runs, then per run (start minus the expected one, length - 1). */
static int part_runs(Out *o, const long long *p, Py_ssize_t n) {
    Py_ssize_t runs = 0;
    for (Py_ssize_t i = 0; i < n; i++)
        if (i == 0 || (i128)p[i] != (i128)p[i - 1] + 1) runs++;
    int r = uvar(o, (u128)runs);
    if (r != OK) return r;
    i128 expected = 1;
    Py_ssize_t i = 0;
    while (i < n) {
        Py_ssize_t j = i + 1;
        while (j < n && (i128)p[j] == (i128)p[j - 1] + 1) j++;
        if ((r = svar(o, (i128)p[i] - expected)) != OK || (r = uvar(o, (u128)(j - i - 1))) != OK) return r;
        expected = (i128)p[i] + (j - i);
        i = j;
    }
    return OK;
}

/* Sizes as zigzagged differences from the file's first, packed 1, 2 or 4 bytes wide (little-endian), or varints. */
static int sizes_from_first(Out *o, const long long *s, Py_ssize_t n, long long *previous_first) {
    if (n == 0) return OK;
    long long first = s[0];
    int r = svar(o, (i128)first - *previous_first);
    if (r != OK) return r;
    *previous_first = first;
    if (n == 1) return OK;
    u128 top = 0;
    for (Py_ssize_t i = 1; i < n; i++) {
        u128 z = zigzag((i128)s[i] - first);
        if (z > top) top = z;
    }
    int width = top < 0x100 ? 1 : top < 0x10000 ? 2 : top < ((u128)1 << 32) ? 4 : 0;
    unsigned char w = (unsigned char)width;
    if ((r = raw(o, &w, 1)) != OK) return r;
    if (width == 0) {
        for (Py_ssize_t i = 1; i < n; i++)
            if ((r = uvar(o, zigzag((i128)s[i] - first))) != OK) return r;
        return OK;
    }
    if ((r = reserve(o, (size_t)width * (size_t)(n - 1))) != OK) return r;
    for (Py_ssize_t i = 1; i < n; i++) {
        uint64_t z = (uint64_t)zigzag((i128)s[i] - first);
        for (int k = 0; k < width; k++) o->p[o->len++] = (unsigned char)(z >> (8 * k));
    }
    return OK;
}

/* An id domain.message_ids accepts, as chunk_codec._valid_ids checks it: printable ASCII but space, '<' and
 * '>', 3..max_id characters, an '@' that is neither the first nor the last character. */
static int valid_id(const unsigned char *m, Py_ssize_t n, Py_ssize_t max_id) {
    if (n < 3 || n > max_id) return 0;
    int at = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned char c = m[i];
        if (c < 0x21 || c > 0x7E || c == '<' || c == '>') return 0;
        if (c == '@' && i > 0 && i < n - 1) at = 1;
    }
    return at;
}

typedef struct {
    const unsigned char *p;
    Py_ssize_t n;
} Id;

/* The ids' section: shared prefix and suffix (texts), then the middles' byte count and each middle ended by NUL. */
static int id_section(Out *o, const Id *ids, Py_ssize_t n) {
    int r;
    if (n == 0) {
        if ((r = uvar(o, 0)) != OK || (r = uvar(o, 0)) != OK) return r;
        return uvar(o, 0);
    }
    Py_ssize_t plen = ids[0].n, slen;
    int same = 1;
    for (Py_ssize_t i = 1; i < n; i++) {
        Py_ssize_t k = 0, m = ids[i].n < plen ? ids[i].n : plen;
        while (k < m && ids[i].p[k] == ids[0].p[k]) k++;
        plen = k;
        if (same && (ids[i].n != ids[0].n || memcmp(ids[i].p, ids[0].p, (size_t)ids[0].n) != 0)) same = 0;
    }
    if (same) { /* one id, or copies of one: nothing is shared but its host */
        Py_ssize_t at = ids[0].n - 1;
        while (ids[0].p[at] != '@') at--; /* valid ids hold an '@' */
        plen = 0;
        slen = ids[0].n - at;
    } else {
        slen = ids[0].n - plen;
        for (Py_ssize_t i = 1; i < n && slen; i++) {
            Py_ssize_t k = 0, m = ids[i].n - plen < slen ? ids[i].n - plen : slen;
            while (k < m && ids[i].p[ids[i].n - 1 - k] == ids[0].p[ids[0].n - 1 - k]) k++;
            slen = k;
        }
    }
    if ((r = uvar(o, (u128)plen)) != OK || (r = raw(o, ids[0].p, (size_t)plen)) != OK) return r;
    if ((r = uvar(o, (u128)slen)) != OK || (r = raw(o, ids[0].p + ids[0].n - slen, (size_t)slen)) != OK) return r;
    size_t total = 0;
    for (Py_ssize_t i = 0; i < n; i++) total += (size_t)(ids[i].n - plen - slen) + 1;
    if ((r = uvar(o, (u128)total)) != OK || (r = reserve(o, total)) != OK) return r;
    for (Py_ssize_t i = 0; i < n; i++) {
        size_t m = (size_t)(ids[i].n - plen - slen);
        memcpy(o->p + o->len, ids[i].p + plen, m);
        o->len += m;
        o->p[o->len++] = 0;
    }
    return OK;
}

/* Every int of an exact tuple into a new C array (*out, PyMem); DECLINE for a non-int or one outside int64. */
static int ints_of(PyObject *t, long long **out) {
    Py_ssize_t n = PyTuple_GET_SIZE(t);
    long long *v = PyMem_Malloc((size_t)(n ? n : 1) * sizeof(long long));
    if (v == NULL) {
        PyErr_NoMemory();
        return FAIL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        int r = int64_of(PyTuple_GET_ITEM(t, i), &v[i]);
        if (r != OK) {
            PyMem_Free(v);
            return r;
        }
    }
    *out = v;
    return OK;
}

typedef struct {
    PyObject *parts, *sizes, *ids; /* exact tuples, new references */
} FileSeqs;

/* `files` is the chunk's files, an exact tuple read once by the caller (so `seqs` has a slot for each). */
static int encode_body(Out *o, PyObject *chunk, PyObject *files, Py_ssize_t max_segments, Py_ssize_t max_id,
                       FileSeqs *seqs, Py_ssize_t *n_seqs) {
    int r = OK;
    static const char *const heads[] = {"set_id", "group", "poster", "base"};
    for (int k = 0; k < 4; k++)
        if ((r = text_attr(o, chunk, heads[k])) != OK) return r;
    long long file_total;
    if ((r = int_attr(chunk, "file_total", &file_total)) != OK || (r = svar(o, file_total)) != OK) return r;
    PyObject *groups = tuple_attr(chunk, "groups", &r);
    if (groups == NULL) return PyErr_Occurred() ? FAIL : r;
    r = uvar(o, (u128)PyTuple_GET_SIZE(groups));
    for (Py_ssize_t i = 0; r == OK && i < PyTuple_GET_SIZE(groups); i++) r = text(o, PyTuple_GET_ITEM(groups, i));
    Py_DECREF(groups);
    if (r != OK) return r;
    Py_ssize_t nf = PyTuple_GET_SIZE(files);
    if ((r = uvar(o, (u128)nf)) != OK) return r;
    long long posted_prev = 0, lo_prev = 0;
    Py_ssize_t totals[3] = {0, 0, 0};
    for (Py_ssize_t i = 0; i < nf; i++) {
        PyObject *f = PyTuple_GET_ITEM(files, i);
        static const char *const names[] = {"file_id", "name", "subject"};
        for (int k = 0; k < 3; k++)
            if ((r = text_attr(o, f, names[k])) != OK) goto done;
        PyObject *index = PyObject_GetAttrString(f, "file_index");
        if (index == NULL) {
            PyErr_Clear();
            r = DECLINE;
            goto done;
        }
        if (index == Py_None) {
            r = uvar(o, 0);
        } else {
            long long v;
            r = int64_of(index, &v);
            if (r == OK) r = uvar(o, zigzag(v) + 1);
        }
        Py_DECREF(index);
        if (r != OK) goto done;
        long long part_total, posted, art_lo, art_hi;
        if ((r = int_attr(f, "part_total", &part_total)) != OK || (r = int_attr(f, "posted", &posted)) != OK ||
            (r = int_attr(f, "art_lo", &art_lo)) != OK || (r = int_attr(f, "art_hi", &art_hi)) != OK)
            goto done;
        if ((r = svar(o, part_total)) != OK || (r = svar(o, (i128)posted - posted_prev)) != OK ||
            (r = svar(o, (i128)art_lo - lo_prev)) != OK || (r = svar(o, (i128)art_hi - art_lo)) != OK)
            goto done;
        posted_prev = posted;
        lo_prev = art_lo;
        FileSeqs *s = &seqs[i];
        if ((s->parts = tuple_attr(f, "parts", &r)) == NULL || (s->sizes = tuple_attr(f, "sizes", &r)) == NULL ||
            (s->ids = tuple_attr(f, "message_ids", &r)) == NULL) {
            *n_seqs = i + 1;
            if (PyErr_Occurred()) r = FAIL;
            goto done;
        }
        *n_seqs = i + 1;
        PyObject *three[3] = {s->parts, s->sizes, s->ids};
        for (int k = 0; k < 3; k++) {
            Py_ssize_t m = PyTuple_GET_SIZE(three[k]);
            if ((r = uvar(o, (u128)m)) != OK) goto done;
            totals[k] += m;
        }
    }
    if (totals[0] > max_segments || totals[1] > max_segments || totals[2] > max_segments) {
        r = DECLINE;
        goto done;
    }
    for (Py_ssize_t i = 0; i < nf; i++) {
        long long *p = NULL;
        if ((r = ints_of(seqs[i].parts, &p)) != OK) goto done;
        r = part_runs(o, p, PyTuple_GET_SIZE(seqs[i].parts));
        PyMem_Free(p);
        if (r != OK) goto done;
    }
    long long size_prev = 0;
    for (Py_ssize_t i = 0; i < nf; i++) {
        long long *s = NULL;
        if ((r = ints_of(seqs[i].sizes, &s)) != OK) goto done;
        r = sizes_from_first(o, s, PyTuple_GET_SIZE(seqs[i].sizes), &size_prev);
        PyMem_Free(s);
        if (r != OK) goto done;
    }
    {
        Py_ssize_t n = totals[2], k = 0;
        Id *ids = PyMem_Malloc((size_t)(n ? n : 1) * sizeof(Id));
        if (ids == NULL) {
            PyErr_NoMemory();
            r = FAIL;
            goto done;
        }
        r = OK;
        for (Py_ssize_t i = 0; r == OK && i < nf; i++) {
            for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(seqs[i].ids); j++) {
                PyObject *m = PyTuple_GET_ITEM(seqs[i].ids, j);
                if (!PyUnicode_CheckExact(m) || !PyUnicode_IS_ASCII(m)) {
                    r = DECLINE;
                    break;
                }
                ids[k].p = (const unsigned char *)PyUnicode_DATA(m);
                ids[k].n = PyUnicode_GET_LENGTH(m);
                if (!valid_id(ids[k].p, ids[k].n, max_id)) {
                    r = DECLINE;
                    break;
                }
                k++;
            }
        }
        if (r == OK) r = id_section(o, ids, n);
        PyMem_Free(ids);
    }
done:
    return r;
}

PyObject *chunk_body(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *chunk;
    Py_ssize_t max_segments, max_body, max_id;
    if (!PyArg_ParseTuple(args, "Onnn", &chunk, &max_segments, &max_body, &max_id)) return NULL;
    if (max_segments < 0 || max_body < 0 || max_id < 3) {
        PyErr_SetString(PyExc_ValueError, "max_segments and max_body must be >= 0, max_id >= 3");
        return NULL;
    }
    Out o = {NULL, 0, 0, (size_t)max_body};
    int r = OK;
    PyObject *files = tuple_attr(chunk, "files", &r);
    if (files == NULL) {
        if (PyErr_Occurred()) return NULL;
        Py_RETURN_NONE;
    }
    Py_ssize_t nf = PyTuple_GET_SIZE(files);
    FileSeqs *seqs = PyMem_Calloc((size_t)(nf ? nf : 1), sizeof(FileSeqs));
    if (seqs == NULL) {
        Py_DECREF(files);
        return PyErr_NoMemory();
    }
    Py_ssize_t n_seqs = 0;
    r = encode_body(&o, chunk, files, max_segments, max_id, seqs, &n_seqs);
    if (r == OK && o.len > o.limit) r = DECLINE; /* reserve() checks the cap only when it grows the buffer */
    Py_DECREF(files);
    for (Py_ssize_t i = 0; i < n_seqs; i++) {
        Py_XDECREF(seqs[i].parts);
        Py_XDECREF(seqs[i].sizes);
        Py_XDECREF(seqs[i].ids);
    }
    PyMem_Free(seqs);
    PyObject *result = NULL;
    if (r == OK)
        result = PyBytes_FromStringAndSize((const char *)o.p, (Py_ssize_t)o.len);
    else if (r == DECLINE && !PyErr_Occurred())
        result = Py_NewRef(Py_None);
    PyMem_Free(o.p);
    return result;
}

/* ---- reading ---------------------------------------------------------------------------------------------
 *
 * chunk_unbody(body, max_segments, max_id) -> tuple | None
 *
 * The fields of a decompressed body, or None. The result is
 *   (set_id, group, poster, base, file_total, groups, files)
 * with files a list of (file_id, name, subject, file_index, part_total, posted, art_lo, art_hi, parts, sizes,
 * message_ids), the last three tuples: what chunk_codec._python_decode_body reads, for the caller to make the
 * records of. None for anything that function would refuse (and for nothing else but memory): it then runs
 * and names the fault. Every read is bounded by the body's end; every count is checked against the bytes
 * left before anything is allocated for it, with the same bounds the Python reader puts on it.
 */

typedef struct {
    const unsigned char *p;
    Py_ssize_t pos, end;
} In;

/* A varint of at most 10 bytes (70 bits; chunk_codec._Reader.uvar's bound). */
static int get_uvar(In *in, u128 *v) {
    u128 value = 0;
    int shift = 0;
    for (Py_ssize_t i = in->pos; i < in->end && i < in->pos + 10; i++) {
        unsigned char b = in->p[i];
        value |= (u128)(b & 0x7F) << shift;
        if (b < 0x80) {
            in->pos = i + 1;
            *v = value;
            return OK;
        }
        shift += 7;
    }
    return DECLINE;
}

static int get_svar(In *in, i128 *v) {
    u128 z;
    int r = get_uvar(in, &z);
    if (r != OK) return r;
    *v = (z & 1) ? -(i128)((z + 1) >> 1) : (i128)(z >> 1);
    return OK;
}

static int fits64(i128 v) { return v >= (i128)INT64_MIN && v <= (i128)INT64_MAX; }

/* A count whose items take at least `least` bytes each: refused when the bytes left cannot hold them. */
static int get_count(In *in, Py_ssize_t least, Py_ssize_t *n) {
    u128 v;
    int r = get_uvar(in, &v);
    if (r != OK) return r;
    if (v * (u128)least > (u128)(in->end - in->pos)) return DECLINE;
    *n = (Py_ssize_t)v;
    return OK;
}

/* A new str of a varint-length UTF-8 text (surrogatepass), or NULL with *r set (DECLINE or FAIL). */
static PyObject *get_text(In *in, int *r) {
    u128 n;
    if ((*r = get_uvar(in, &n)) != OK) return NULL;
    if (n > (u128)(in->end - in->pos)) {
        *r = DECLINE;
        return NULL;
    }
    const char *s = (const char *)in->p + in->pos;
    PyObject *t = PyUnicode_DecodeUTF8(s, (Py_ssize_t)n, "surrogatepass");
    if (t == NULL) {
        if (PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
            PyErr_Clear();
            *r = DECLINE;
        } else {
            *r = FAIL;
        }
        return NULL;
    }
    in->pos += (Py_ssize_t)n;
    *r = OK;
    return t;
}

static PyObject *int_obj(i128 v) { return PyLong_FromLongLong((long long)v); }

typedef struct {
    Py_ssize_t counts[3]; /* a file's part numbers, sizes and ids */
} Counts;

/* A file's part numbers: runs of (start minus the expected one, length - 1), exactly n numbers, each in int64. */
static PyObject *get_parts(In *in, Py_ssize_t n, int *r) {
    Py_ssize_t runs;
    if ((*r = get_count(in, 2, &runs)) != OK) return NULL;
    PyObject *t = PyTuple_New(n);
    if (t == NULL) {
        *r = FAIL;
        return NULL;
    }
    Py_ssize_t k = 0;
    i128 expected = 1;
    for (Py_ssize_t j = 0; j < runs; j++) {
        i128 d;
        u128 len1;
        if ((*r = get_svar(in, &d)) != OK || (*r = get_uvar(in, &len1)) != OK) goto bad;
        i128 start = expected + d;
        if (len1 + 1 > (u128)(n - k) || !fits64(start) || !fits64(start + (i128)len1)) {
            *r = DECLINE;
            goto bad;
        }
        for (i128 q = start; q <= start + (i128)len1; q++) {
            PyObject *x = int_obj(q);
            if (x == NULL) {
                *r = FAIL;
                goto bad;
            }
            PyTuple_SET_ITEM(t, k++, x);
        }
        expected = start + (i128)len1 + 1;
    }
    if (k != n) {
        *r = DECLINE;
        goto bad;
    }
    return t;
bad:
    Py_DECREF(t); /* unset slots are NULL, which tuple deallocation skips */
    return NULL;
}

/* A file's sizes: the first minus the previous file's first, then packed or varint zigzagged differences. */
static PyObject *get_sizes(In *in, Py_ssize_t n, i128 *previous_first, int *r) {
    if (n == 0) {
        *r = OK;
        return PyTuple_New(0);
    }
    if (n > in->end - in->pos) {
        *r = DECLINE;
        return NULL;
    }
    i128 d;
    if ((*r = get_svar(in, &d)) != OK) return NULL;
    i128 first = *previous_first + d;
    if (!fits64(first)) {
        *r = DECLINE;
        return NULL;
    }
    *previous_first = first;
    PyObject *t = PyTuple_New(n);
    if (t == NULL) {
        *r = FAIL;
        return NULL;
    }
    PyObject *x = int_obj(first);
    if (x == NULL) goto fail;
    PyTuple_SET_ITEM(t, 0, x);
    if (n == 1) return t;
    if (in->pos >= in->end) goto decline;
    int width = in->p[in->pos++];
    if (width != 0 && width != 1 && width != 2 && width != 4) goto decline;
    if (width && (size_t)width * (size_t)(n - 1) > (size_t)(in->end - in->pos)) goto decline;
    for (Py_ssize_t i = 1; i < n; i++) {
        u128 z = 0;
        if (width) {
            for (int k = 0; k < width; k++) z |= (u128)in->p[in->pos + k] << (8 * k);
            in->pos += width;
        } else if (get_uvar(in, &z) != OK) {
            goto decline;
        }
        i128 v = first + ((z & 1) ? -(i128)((z + 1) >> 1) : (i128)(z >> 1));
        if (!fits64(v)) goto decline;
        if ((x = int_obj(v)) == NULL) goto fail;
        PyTuple_SET_ITEM(t, i, x);
    }
    return t;
decline:
    *r = DECLINE;
    Py_DECREF(t);
    return NULL;
fail:
    *r = FAIL;
    Py_DECREF(t);
    return NULL;
}

/* The ids' section into one flat tuple of every id, in file order; NULL with *r set otherwise. */
static PyObject *get_ids(In *in, Py_ssize_t total, Py_ssize_t max_id, int *r) {
    Py_ssize_t plen, slen, nbytes;
    u128 v;
    /* The shared prefix and suffix: ASCII texts (a non-ASCII one is refused by the Python reader). */
    if ((*r = get_uvar(in, &v)) != OK) return NULL;
    if (v > (u128)(in->end - in->pos)) goto decline;
    plen = (Py_ssize_t)v;
    const unsigned char *prefix = in->p + in->pos;
    in->pos += plen;
    if ((*r = get_uvar(in, &v)) != OK) return NULL;
    if (v > (u128)(in->end - in->pos)) goto decline;
    slen = (Py_ssize_t)v;
    const unsigned char *suffix = in->p + in->pos;
    in->pos += slen;
    for (Py_ssize_t i = 0; i < plen; i++)
        if (prefix[i] > 0x7F) goto decline;
    for (Py_ssize_t i = 0; i < slen; i++)
        if (suffix[i] > 0x7F) goto decline;
    if ((*r = get_count(in, 1, &nbytes)) != OK) return NULL;
    const unsigned char *mid = in->p + in->pos;
    in->pos += nbytes;
    if (total == 0) {
        if (nbytes) goto decline;
        *r = OK;
        return PyTuple_New(0);
    }
    if (nbytes == 0 || mid[nbytes - 1] != 0) goto decline;
    Py_ssize_t nuls = 0;
    for (Py_ssize_t i = 0; i < nbytes; i++) {
        if (mid[i] > 0x7F) goto decline;
        if (mid[i] == 0) nuls++;
    }
    if (nuls != total) goto decline;
    PyObject *t = PyTuple_New(total);
    if (t == NULL) {
        *r = FAIL;
        return NULL;
    }
    Py_ssize_t start = 0, k = 0;
    unsigned char *buf = PyMem_Malloc((size_t)max_id + 1);
    if (buf == NULL) {
        PyErr_NoMemory();
        Py_DECREF(t);
        *r = FAIL;
        return NULL;
    }
    for (Py_ssize_t i = 0; i < nbytes; i++) {
        if (mid[i] != 0) continue;
        Py_ssize_t m = i - start, n = plen + m + slen;
        if (n > max_id) goto bad_id;
        memcpy(buf, prefix, (size_t)plen);
        memcpy(buf + plen, mid + start, (size_t)m);
        memcpy(buf + plen + m, suffix, (size_t)slen);
        if (!valid_id(buf, n, max_id)) goto bad_id;
        PyObject *s = PyUnicode_New(n, 127);
        if (s == NULL) {
            PyMem_Free(buf);
            Py_DECREF(t);
            *r = FAIL;
            return NULL;
        }
        memcpy(PyUnicode_1BYTE_DATA(s), buf, (size_t)n);
        PyTuple_SET_ITEM(t, k++, s);
        start = i + 1;
    }
    PyMem_Free(buf);
    *r = OK;
    return t;
bad_id:
    PyMem_Free(buf);
    Py_DECREF(t);
decline:
    *r = DECLINE;
    return NULL;
}

static PyObject *decode_body(In *in, Py_ssize_t max_segments, Py_ssize_t max_id, int *r) {
    PyObject *head[4] = {NULL, NULL, NULL, NULL}, *groups = NULL, *files = NULL, *ids = NULL, *result = NULL;
    Counts *counts = NULL;
    for (int k = 0; k < 4; k++)
        if ((head[k] = get_text(in, r)) == NULL) goto out;
    i128 file_total;
    if ((*r = get_svar(in, &file_total)) != OK) goto out;
    if (!fits64(file_total)) goto decline;
    Py_ssize_t ng, nf;
    if ((*r = get_count(in, 1, &ng)) != OK) goto out;
    if ((groups = PyTuple_New(ng)) == NULL) goto fail;
    for (Py_ssize_t i = 0; i < ng; i++) {
        PyObject *g = get_text(in, r);
        if (g == NULL) goto out;
        PyTuple_SET_ITEM(groups, i, g);
    }
    if ((*r = get_count(in, 11, &nf)) != OK) goto out;
    if ((files = PyList_New(nf)) == NULL) goto fail;
    if ((counts = PyMem_Malloc((size_t)(nf ? nf : 1) * sizeof(Counts))) == NULL) {
        PyErr_NoMemory();
        goto fail;
    }
    i128 posted = 0, art_lo = 0;
    Py_ssize_t totals[3] = {0, 0, 0};
    for (Py_ssize_t i = 0; i < nf; i++) {
        PyObject *row = PyTuple_New(11);
        if (row == NULL) goto fail;
        PyList_SET_ITEM(files, i, row);
        for (int k = 0; k < 3; k++) {
            PyObject *s = get_text(in, r);
            if (s == NULL) goto out;
            PyTuple_SET_ITEM(row, k, s);
        }
        u128 index;
        i128 part_total, dp, dlo, dhi;
        if ((*r = get_uvar(in, &index)) != OK || (*r = get_svar(in, &part_total)) != OK ||
            (*r = get_svar(in, &dp)) != OK || (*r = get_svar(in, &dlo)) != OK || (*r = get_svar(in, &dhi)) != OK)
            goto out;
        posted += dp;
        art_lo += dlo;
        i128 art_hi = art_lo + dhi;
        i128 file_index = 0;
        if (index) {
            u128 z = index - 1;
            file_index = (z & 1) ? -(i128)(index >> 1) : (i128)(z >> 1);
        }
        if ((index && !fits64(file_index)) || !fits64(part_total) || !fits64(posted) || !fits64(art_lo) ||
            !fits64(art_hi))
            goto decline;
        PyObject *vals[5] = {index ? int_obj(file_index) : Py_NewRef(Py_None), int_obj(part_total),
                             int_obj(posted), int_obj(art_lo), int_obj(art_hi)};
        for (int k = 0; k < 5; k++) PyTuple_SET_ITEM(row, 3 + k, vals[k]); /* NULLs are skipped on dealloc */
        for (int k = 0; k < 5; k++)
            if (vals[k] == NULL) goto fail;
        for (int k = 0; k < 3; k++) {
            u128 c;
            if ((*r = get_uvar(in, &c)) != OK) goto out;
            if (c > (u128)max_segments || totals[k] + (Py_ssize_t)c > max_segments) goto decline;
            counts[i].counts[k] = (Py_ssize_t)c;
            totals[k] += (Py_ssize_t)c;
        }
    }
    for (Py_ssize_t i = 0; i < nf; i++) {
        PyObject *p = get_parts(in, counts[i].counts[0], r);
        if (p == NULL) goto out;
        PyTuple_SET_ITEM(PyList_GET_ITEM(files, i), 8, p);
    }
    i128 size = 0;
    for (Py_ssize_t i = 0; i < nf; i++) {
        PyObject *s = get_sizes(in, counts[i].counts[1], &size, r);
        if (s == NULL) goto out;
        PyTuple_SET_ITEM(PyList_GET_ITEM(files, i), 9, s);
    }
    if ((ids = get_ids(in, totals[2], max_id, r)) == NULL) goto out;
    if (in->pos != in->end) goto decline;
    Py_ssize_t k = 0;
    for (Py_ssize_t i = 0; i < nf; i++) {
        Py_ssize_t n = counts[i].counts[2];
        PyObject *mine = PyTuple_GetSlice(ids, k, k + n);
        if (mine == NULL) goto fail;
        PyTuple_SET_ITEM(PyList_GET_ITEM(files, i), 10, mine);
        k += n;
    }
    result = Py_BuildValue("(NNNNNNN)", head[0], head[1], head[2], head[3], int_obj(file_total), groups, files);
    head[0] = head[1] = head[2] = head[3] = groups = files = NULL; /* stolen, even on failure */
    *r = result ? OK : FAIL;
    goto out;
decline:
    *r = DECLINE;
    goto out;
fail:
    *r = FAIL;
out:
    for (int q = 0; q < 4; q++) Py_XDECREF(head[q]);
    Py_XDECREF(groups);
    Py_XDECREF(files);
    Py_XDECREF(ids);
    PyMem_Free(counts);
    return result;
}

PyObject *chunk_unbody(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer body;
    Py_ssize_t max_segments, max_id;
    if (!PyArg_ParseTuple(args, "y*nn", &body, &max_segments, &max_id)) return NULL;
    PyObject *result = NULL;
    if (max_segments < 0 || max_id < 3 || max_id > (1 << 20)) {
        PyErr_SetString(PyExc_ValueError, "max_segments must be >= 0 and max_id 3..2**20");
    } else {
        In in = {body.buf, 0, body.len};
        int r = OK;
        result = decode_body(&in, max_segments, max_id, &r);
        if (r == DECLINE && result == NULL) {
            PyErr_Clear();
            result = Py_NewRef(Py_None);
        }
    }
    PyBuffer_Release(&body);
    return result;
}
