"""A commutative cipher for dealing cards between two devices that do not trust each other.

Pohlig-Hellman / SRA exponentiation, ``lock(x, k) = x**k mod P``, in the subgroup of prime
order ``Q`` of the safe prime ``P = 2Q + 1`` of RFC 3526's 2048-bit MODP group (group 14).
Locking is commutative, ``lock(lock(x, a), b) == lock(lock(x, b), a)``, so two devices can
each lock every card, shuffle, and later each take its own lock off one card.

Why this group:

- **Nothing leaks through residuosity.** Plain SRA over all of ``Z_P*`` keeps each card's
  quadratic residuosity through any key, which tells cards apart. Here every card is encoded
  as a square (:func:`encode`), every element received is checked to be a square
  (:func:`read`), and the squares are the subgroup of prime order ``Q``: inside it, telling
  ``x**k`` from a random element is the decisional Diffie-Hellman problem.
- **Security level.** About 112 bits (NIST SP 800-57 rates a 2048-bit field so), with keys of
  :data:`KEY_BITS` = 224 bits, twice the level, as for Diffie-Hellman exponents in a safe-prime
  group (no small subgroup to help the short-exponent attacks).
- **Measured.** ``scripts/bench_fair.py`` prints the figures; on this machine a 224-bit lock is
  about 2-5 ms in CPython and in Pyodide alike, and a whole deal needs 192 of them.

A key must never be revealed where another key of the same device is combined with it by
multiplication (short keys could then be recovered from their ratio): a device reveals
single-use keys only, or a partly unlocked element instead (see :mod:`schotten.fair`).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import secrets
from typing import Any

P = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E34"
    "04DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5C"
    "B6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A"
    "69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA"
    "18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995"
    "497CEA956AE515D2261898FA051015728E5A8AACAA68FFFFFFFFFFFFFFFF",
    16,
)
"""RFC 3526's 2048-bit MODP prime, a safe prime."""
Q = (P - 1) // 2
"""The prime order of the subgroup of squares."""
SECURITY_BITS = 112
KEY_BITS = 224
ELEMENT_BYTES = 256
ELEMENT_CHARS = 342
"""Every element is sent as its 256 bytes (big-endian) in unpadded base64url: 342 characters."""


class NotAnElement(ValueError):
    """A value received that is not an element of the group of squares."""


def new_key() -> int:
    """A random key from ``secrets`` (in the browser, ``crypto.getRandomValues``): at least 2,
    below ``2**KEY_BITS``, so below ``Q`` and invertible modulo ``Q``."""
    while True:
        k = secrets.randbits(KEY_BITS)
        if k >= 2:
            return k


def encode(index: int) -> int:
    """Card number ``index`` (0, 1, ...) as an element: ``(index + 2)**2 mod P``. Squares of
    different small numbers are different elements of the subgroup."""
    if not 0 <= index < 1024:
        raise ValueError(f"no card number {index}")
    return (index + 2) ** 2 % P


def decoder(n: int) -> dict[int, int]:
    """The encodings of cards ``0 .. n-1`` to their numbers."""
    return {encode(i): i for i in range(n)}


def lock(x: int, key: int) -> int:
    """``x`` locked with ``key`` (keys multiply: locking twice is locking with the product)."""
    return pow(x, key, P)


def unlock(x: int, key: int) -> int:
    """``x`` with the lock of ``key`` taken off."""
    return pow(x, pow(key, -1, Q), P)


def _jacobi(a: int, n: int) -> int:
    """The Jacobi symbol (a/n) for odd n > 0 (binary algorithm; no exponentiation)."""
    a %= n
    result = 1
    while a:
        while not a & 1:
            a >>= 1
            if n & 7 in (3, 5):
                result = -result
        a, n = n, a
        if a & 3 == 3 and n & 3 == 3:
            result = -result
        a %= n
    return result if n == 1 else 0


def is_element(x: int) -> bool:
    """``x`` is in the subgroup of squares (and is not 1, which no lock ever moves)."""
    return 1 < x < P - 1 and _jacobi(x, P) == 1


def write(x: int) -> str:
    """An element as sent."""
    return base64.urlsafe_b64encode(x.to_bytes(ELEMENT_BYTES, "big")).decode().rstrip("=")


def read(text: Any) -> int:
    """An element as received: exactly :data:`ELEMENT_CHARS` characters of base64url of a
    square other than 1; else :class:`NotAnElement`."""
    if not isinstance(text, str) or len(text) != ELEMENT_CHARS:
        raise NotAnElement(f"an element is {ELEMENT_CHARS} characters of base64url")
    try:
        x = int.from_bytes(base64.urlsafe_b64decode(text + "=="), "big")
    except (ValueError, binascii.Error):
        raise NotAnElement("an element is base64url") from None
    if text != write(x) or not is_element(x):
        raise NotAnElement("not an element of the group of squares")
    return x


def digest(data: Any) -> str:
    """The SHA-256 (hex) of ``data`` as canonical JSON: what commitments are made of."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def nonce() -> str:
    """128 random bits (hex), so that a commitment to few possible values cannot be guessed."""
    return secrets.token_hex(16)
