#ifndef TEXTDOC_HASH64_H
#define TEXTDOC_HASH64_H

#include <stdint.h>
#include <string.h>

/* XXH64 (seed 0) of a byte stream fed in pieces of any size: the same value for the same bytes
   however they were split. It runs several times faster than a file can be read, so hashing
   while reading costs little. */

typedef struct {
    uint64_t lanes[4];
    uint64_t total;
    uint8_t pending[32];
    uint32_t pendingCount;
} textdoc_hash64;

#define TEXTDOC_P1 0x9E3779B185EBCA87ULL
#define TEXTDOC_P2 0xC2B2AE3D27D4EB4FULL
#define TEXTDOC_P3 0x165667B19E3779F9ULL
#define TEXTDOC_P4 0x85EBCA77C2B2AE63ULL
#define TEXTDOC_P5 0x27D4EB2F165667C5ULL

static inline uint64_t textdoc_rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t textdoc_read64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static inline uint32_t textdoc_read32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint64_t textdoc_hash_round(uint64_t lane, uint64_t input) {
    lane += input * TEXTDOC_P2;
    lane = textdoc_rotl64(lane, 31);
    return lane * TEXTDOC_P1;
}

static inline uint64_t textdoc_hash_merge(uint64_t hash, uint64_t lane) {
    hash ^= textdoc_hash_round(0, lane);
    return hash * TEXTDOC_P1 + TEXTDOC_P4;
}

static inline void textdoc_hash64_init(textdoc_hash64 *state) {
    memset(state, 0, sizeof *state);
    state->lanes[0] = TEXTDOC_P1 + TEXTDOC_P2;
    state->lanes[1] = TEXTDOC_P2;
    state->lanes[2] = 0;
    state->lanes[3] = (uint64_t)0 - TEXTDOC_P1;
}

/* Whole 32-byte stripes of `bytes`; returns how many bytes it took. */
static inline uint64_t textdoc_hash64_stripes(uint64_t lanes[4], const uint8_t *bytes, uint64_t count) {
    uint64_t v0 = lanes[0], v1 = lanes[1], v2 = lanes[2], v3 = lanes[3];
    uint64_t i = 0;
    for (; i + 32 <= count; i += 32) {
        v0 = textdoc_hash_round(v0, textdoc_read64(bytes + i));
        v1 = textdoc_hash_round(v1, textdoc_read64(bytes + i + 8));
        v2 = textdoc_hash_round(v2, textdoc_read64(bytes + i + 16));
        v3 = textdoc_hash_round(v3, textdoc_read64(bytes + i + 24));
    }
    lanes[0] = v0;
    lanes[1] = v1;
    lanes[2] = v2;
    lanes[3] = v3;
    return i;
}

static inline void textdoc_hash64_update(textdoc_hash64 *state, const uint8_t *bytes, uint64_t count) {
    state->total += count;
    if (state->pendingCount > 0) {
        uint64_t take = 32 - state->pendingCount;
        if (take > count) take = count;
        memcpy(state->pending + state->pendingCount, bytes, (size_t)take);
        state->pendingCount += (uint32_t)take;
        bytes += take;
        count -= take;
        if (state->pendingCount < 32) return;
        textdoc_hash64_stripes(state->lanes, state->pending, 32);
        state->pendingCount = 0;
    }
    uint64_t done = textdoc_hash64_stripes(state->lanes, bytes, count);
    memcpy(state->pending, bytes + done, (size_t)(count - done));
    state->pendingCount = (uint32_t)(count - done);
}

static inline uint64_t textdoc_hash64_digest(const textdoc_hash64 *state) {
    uint64_t h;
    const uint64_t *v = state->lanes;
    if (state->total >= 32) {
        h = textdoc_rotl64(v[0], 1) + textdoc_rotl64(v[1], 7) + textdoc_rotl64(v[2], 12) + textdoc_rotl64(v[3], 18);
        for (int k = 0; k < 4; k++) h = textdoc_hash_merge(h, v[k]);
    } else {
        h = TEXTDOC_P5;
    }
    h += state->total;
    const uint8_t *p = state->pending;
    uint32_t n = state->pendingCount;
    for (; n >= 8; n -= 8, p += 8) {
        h ^= textdoc_hash_round(0, textdoc_read64(p));
        h = textdoc_rotl64(h, 27) * TEXTDOC_P1 + TEXTDOC_P4;
    }
    if (n >= 4) {
        h ^= (uint64_t)textdoc_read32(p) * TEXTDOC_P1;
        h = textdoc_rotl64(h, 23) * TEXTDOC_P2 + TEXTDOC_P3;
        n -= 4;
        p += 4;
    }
    for (; n > 0; n--, p++) {
        h ^= (uint64_t)(*p) * TEXTDOC_P5;
        h = textdoc_rotl64(h, 11) * TEXTDOC_P1;
    }
    h ^= h >> 33;
    h *= TEXTDOC_P2;
    h ^= h >> 29;
    h *= TEXTDOC_P3;
    h ^= h >> 32;
    return h;
}

#endif
