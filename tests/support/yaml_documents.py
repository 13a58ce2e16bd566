"""YAML documents for the reading tests: two small valid showdowns to put around a broken one in a stream, and
the table of YAML mistakes (:data:`ROWS`), each with the words and the place its error must have."""

from __future__ import annotations

from typing import NamedTuple

FIRST = """\
game: draw
pot: 20
players:
  - name: Alice
    cards: As Ks Qs Js 9s
  - name: Bob
    cards: 2c 3d 4h 5s 7c
---
"""
"""A valid showdown and the ``---`` after it: the broken document's first line is line 9 of the stream."""


LAST = """\
---
game: draw
pot: 10
players:
  - name: Erin
    cards: Ah Kh Qh Jh 9h
  - name: Finn
    cards: 2d 3c 4s 5h 7d
"""
"""A valid showdown after the broken one: it is still read."""


class Row(NamedTuple):
    document: str
    message: str
    where: str
    """``LINE:COLUMN`` in the stream (the document starts at line 9)."""


ROWS: dict[str, Row] = {
    # a colon without its space: libyaml stops on a later line
    "name-glued": Row(
        "game: stud\npot: 30\nplayers:\n  - name:Al\n    cards: As Ks Qs Js 9s 8s 7s\n"
        "  - name: Bo\n    cards: 2c 3d 4h 5s 7c 8c 9c\n",
        "a space is missing after ':' in 'name:Al'", "12:9"),
    "cards-glued": Row(
        "pot: 30\nplayers:\n  - name: Al\n    cards:As Ks Qs Js 9s\n    declare: high\n",
        "a space is missing after ':' in 'cards:As'", "12:10"),
    "top-key-glued": Row(
        "game: draw\npot:20\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s\n",
        "a space is missing after ':' in 'pot:20'", "10:4"),
    "dash-glued": Row(
        "pot: 20\nplayers:\n  -name: Al\n    cards: As Ks Qs Js 9s\n",
        "a space is missing after '-': a list item starts with '- '", "11:4"),
    # indentation
    "indented-more": Row(
        "pot: 10\n  game: stud\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s 8s 7s\n",
        "this line is indented more than the one above", "10:3"),
    "indented-more-in-a-player": Row(
        "pot: 10\nplayers:\n  - name: Al\n      cards: As Ks Qs Js 9s\n",
        "this line is indented more than the one above", "12:7"),
    "item-indented-more": Row(
        "pot: 10\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s\n   - name: Bo\n    cards: 2c 3d 4h 5s 7c\n",
        "this line lines up with no line above", "13:4"),
    "rules-indented-more": Row(
        "pot: 10\nrules:\n  method: high\n    qualifier: 8\n",
        "this line is indented more than the one above", "12:5"),
    "first-line-indented": Row(
        "  game: draw\npot: 10\nplayers: []\n",
        "this line is indented more than the lines after it", "9:3"),
    "key-lines-up-with-nothing": Row(
        "players:\n  - name: Al\n    cards: As Ks Qs Js 9s\n pot: 10\n",
        "this line lines up with no line above", "12:2"),
    # tabs
    "tab-before-key": Row(
        "players:\n  - name: Al\n\tcards: As Ks Qs Js 9s\n", "tabs cannot indent YAML", "11:1"),
    "tab-after-spaces": Row(
        "players:\n  - name: Al\n  \tcards: As Ks Qs Js 9s\n", "tabs cannot indent YAML", "11:3"),
    "tab-before-item": Row(
        "pot: 10\nplayers:\n\t- name: Al\n", "tabs cannot indent YAML", "11:1"),
    "tab-after-dash": Row(
        "pot: 10\nplayers:\n  -\tname: Al\n", "tabs cannot indent YAML", "11:4"),
    "tab-in-block-text": Row(
        "pot: 10\nplayers:\n  - name: |\n      Al\n\t  Bo\n", "tabs cannot indent YAML", "13:1"),
    # a key without its colon
    "cards-without-colon": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards As Ks Qs Js 9s\n    declare: high\n",
        "a ':' is missing after the key 'cards'", "12:10"),
    "top-key-without-colon": Row(
        "pot: 20\ngame draw\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s\n",
        "a ':' is missing after the key 'game'", "10:5"),
    "first-key-of-a-player-without-colon": Row(
        "pot: 20\nplayers:\n  - cards As Ks Qs Js 9s\n    declare: high\n",
        "a ':' is missing after the key 'cards'", "11:10"),
    "last-key-without-colon": Row(
        "pot: 20\nplayers:\n  - name: Al\n    declare high\n",
        "a ':' is missing after the key 'declare'", "12:12"),
    # brackets and quotes never closed: where they open
    "list-not-closed": Row(
        "players:\n  - name: Al\n    cards: [As, Ks, Qs, Js, 9s\n  - name: Bo\n    cards: [2c, 3d, 4h, 5s, 7c]\n",
        "the '[' opened here is not closed: a list in brackets ends with ']'", "11:12"),
    "list-not-closed-at-the-end": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards: [As, Ks, Qs, Js, 9s\n",
        "the '[' opened here is not closed", "12:12"),
    "mapping-not-closed": Row(
        "rules: {method: high, qualifier: 8\npot: 20\n",
        "the '{' opened here is not closed: a mapping in braces ends with '}'", "9:8"),
    "player-mapping-not-closed": Row(
        "pot: 20\nplayers:\n  - {name: Al, cards: As Ks Qs Js 9s\n  - {name: Bo, cards: 2c 3d 4h 5s 7c}\n",
        "the '{' opened here is not closed", "11:5"),
    "double-quote-not-closed": Row(
        'pot: 20\nplayers:\n  - name: "Al\n    cards: As Ks Qs Js 9s\n',
        "the quote '\"' opened here is not closed", "11:11"),
    "single-quote-not-closed": Row(
        "pot: 20\nplayers:\n  - name: 'Al\n    cards: As Ks Qs Js 9s\n",
        "the quote \"'\" opened here is not closed", "11:11"),
    # list items and keys in each other's place
    "item-among-keys": Row(
        "game: draw\npot: 20\n- name: Al\n  cards: As Ks Qs Js 9s\n",
        "a list item ('- ') where a key was expected", "11:1"),
    "item-among-a-players-keys": Row(
        "pot: 20\nplayers:\n  - name: Al\n    - cards: As Ks Qs Js 9s\n",
        "a list item ('- ') where a key was expected", "12:5"),
    "key-among-items": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s\n  declare: high\n",
        "a key where a list item ('- ') was expected", "13:3"),
    "list-on-the-line-of-its-key": Row(
        "pot: 20\nplayers: - name: Al\n", "a list cannot start on the line of its key", "10:10"),
    # characters that cannot start a value
    "at-sign": Row("pot: @20\n", "'@' cannot start a value: put the value in quotes", "9:6"),
    "backquote": Row("pot: 20\nplayers:\n  - name: `Al`\n", "'`' cannot start a value: put the value in quotes",
                     "11:11"),
    "percent": Row("pot: 20\nrules:\n  method: %high\n", "'%' cannot start a value: put the value in quotes", "11:11"),
    "question-mark": Row("pot: 20\nplayers: ? x\n", "'?' cannot start a value here: put the value in quotes", "10:10"),
    # aliases, anchors, escapes, stray brackets, text after a closed value
    "alias-without-anchor": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards: *hand\n",
        "the alias '*hand' repeats no anchor '&hand' above it", "12:12"),
    "alias-without-name": Row("pot: 20\nplayers:\n  - name: *\n", "'*' must be followed by the name of an anchor",
                              "11:11"),
    "anchor-without-name": Row("pot: 20\nplayers:\n  - name: & Al\n", "'&' must be followed by the anchor's name",
                               "11:11"),
    "anchor-twice": Row(
        "pot: 20\nplayers:\n  - name: &a Al\n  - name: &a Bo\n",
        "the anchor '&a' is given twice (first on line 11)", "12:11"),
    "unknown-escape": Row(
        'pot: 20\nplayers:\n  - name: "Al\\qx"\n',
        "'\\q' is not an escape: in double quotes write '\\\\' for a backslash, or use single quotes", "11:14"),
    "short-hex-escape": Row('pot: 20\nplayers:\n  - name: "A\\x4"\n', "'\\x' must be followed by 2 hexadecimal digits",
                            "11:13"),
    "surrogate-escape": Row('pot: 20\nplayers:\n  - name: "A\\ud800"\n', "'\\ud800' is not a Unicode character",
                            "11:13"),
    "stray-bracket": Row("pot: 20\nboard: ]\n", "this ']' closes no '['", "10:8"),
    "stray-bracket-after-a-list": Row("players:\n  - name: Al\n    cards: [As, Ks]]\n", "this ']' closes no '['",
                                      "11:20"),
    "stray-brace": Row("pot: 20\n}\n", "this '}' closes no '{'", "10:1"),
    "other-bracket": Row("pot: 20\nplayers:\n  - name: Al\n    cards: [As, Ks}\n",
                         "this '}' cannot close the '[' before it: a list in brackets ends with ']'", "12:19"),
    "text-after-a-quote": Row(
        'pot: 20\nplayers:\n  - name: "Al" Smith\n',
        "there is text after the closing quote '\"': put the whole value inside the quotes", "11:16"),
    "text-after-a-list": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards: [As, Ks] Qs\n",
        "there is text after the closing ']': only a comment may follow it", "12:21"),
    # more of libyaml's messages
    "colon-in-a-value": Row("pot: 20\nplayers:\n  - name: Al: Bo\n",
                            "a value cannot hold ': ' (a colon and a space) unless it is in quotes", "11:13"),
    "comma-missing": Row("pot: 20\nrules: {method: high qualifier: 8}\n", "this ':' cannot come here", "10:31"),
    "empty-item": Row("pot: 20\nboard: [Ah, , Kd]\n", "a value is missing before this ','", "10:13"),
    "item-in-brackets": Row("pot: 20\nboard: [- Ah]\n", "a list item ('- ') cannot be inside [ ] or { }", "10:9"),
    "colon-in-brackets": Row("pot: 20\nboard: [Ah:, Kd]\n", "a ':' inside [ ] or { } must be followed by a space",
                             "10:11"),
    "block-text-indicator": Row("pot: 20\nplayers:\n  - name: |0\n      Al\n", "not 0", "11:12"),
    "block-text-followed": Row("pot: 20\nplayers:\n  - name: | Al\n", "only a comment may follow '|' on its line",
                               "11:13"),
    "bad-tag": Row("pot: 20\nplayers:\n  - name: !<x Al\n", "the tag '!<x' is not written right", "11:11"),
    "undeclared-tag-handle": Row("pot: 20\nplayers:\n  - name: !x!y Al\n", "the tag handle '!x!' is not declared",
                                 "11:11"),
    "two-values": Row("{pot: 20}\nplayers: []\n", "the document's value ended above this", "10:1"),
    "unknown-directive": Row("%POT 20\n---\npot: 20\n", "'%POT' is not a YAML directive", "9:1"),
    "yaml-2": Row("%YAML 2.0\n---\npot: 20\n", "only YAML 1.x documents can be read: this one says %YAML 2.0", "9:1"),
    "yaml-twice": Row("%YAML 1.1\n%YAML 1.1\n---\npot: 20\n", "the %YAML directive is given twice", "10:1"),
    "yaml-without-version": Row("%YAML\n---\npot: 20\n", "the %YAML directive takes a version", "9:6"),
    "directive-then-more": Row("%YAML 1.1 x\n---\npot: 20\n", "only a comment may follow a directive", "9:11"),
    "directive-without-start": Row("%YAML 1.1\npot: 20\n", "a '---' line must follow the directives", "10:1"),
    "tag-directive": Row("%TAG !a!\n---\npot: 20\n", "the %TAG directive is written '%TAG !handle! prefix'", "9:9"),
    "tag-directive-twice": Row("%TAG !a! x\n%TAG !a! y\n---\npot: 20\n", "a %TAG directive is given twice", "10:1"),
}
