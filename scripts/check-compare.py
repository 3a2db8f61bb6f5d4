#!/usr/bin/env python3
"""An independent check of `dinner-games compare` on two `simulate --games-out` files.

Recomputes every figure of `compare A.jsonl B.jsonl --json` from the games themselves, one
unit per deal (a deal's seatings together when the files hold every seating of each deal,
as `--rotate` writes them), with scipy's distributions and textbook formulas written out
here: the paired t-test on the units' mean differences, McNemar's test (exact binomial under
25 discordant games; with several games a unit, Durkalski's clustered statistic or the exact
sign-flip test), the delta method for the play metrics' ratios, Ludii's ranking for
first-seat advantage and balance, and Holm's adjustment. Prints the largest differences from
what dinner-games printed, and the design effect of clustering by deal.

Needs python3 with scipy (test/sim/compare-python.test.ts runs it where they are):
    python3 scripts/check-compare.py a.jsonl b.jsonl compare.json [tolerance]
With a tolerance, the exit code is 1 when any figure is further than that from dinner-games'.
"""
import itertools
import json
import math
import sys

from scipy import stats


def rows(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def ranks(winners, scores):
    """Ludii's partial win of each seat: winners first, then by score, ties share places."""
    n = len(scores)
    win = [s + 1 in winners for s in range(n)]
    key = lambda s: (0 if win[s] else 1, 0 if win[s] else -scores[s])
    order = sorted(range(n), key=key)
    out = [0.0] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and key(order[j + 1]) == key(order[i]):
            j += 1
        place = (i + j) / 2  # places i..j from 0
        for k in range(i, j + 1):
            out[order[k]] = 1 - place / (n - 1)
        i = j + 1
    return out


def t_test(d):
    k = len(d)
    m = sum(d) / k
    var = sum((x - m) ** 2 for x in d) / (k - 1)
    se = math.sqrt(var / k)
    if se == 0:
        return m, (m, m), (1.0 if m == 0 else 0.0)
    half = stats.t.ppf(0.975, k - 1) * se
    return m, (m - half, m + half), 2 * stats.t.sf(abs(m / se), k - 1)


def rate_test(ea, eb, per):
    n = len(ea)
    b = sum(1 for x, y in zip(ea, eb) if x and not y)
    c = sum(1 for x, y in zip(ea, eb) if y and not x)
    units = [sum(eb[i:i + per]) - sum(ea[i:i + per]) for i in range(0, n, per)]
    k = len(units)
    s = sum(units)
    q = sum(d * d for d in units)
    diff = s / n
    half = 1.959963984540054 * math.sqrt(max(0.0, q - s * s / k)) / n
    if b + c == 0:
        p = 1.0
    elif b + c < 25:
        # every pattern of signs on the units' |D|, counted by how many of each size are +
        sizes = {}
        for d in units:
            if d:
                sizes[abs(d)] = sizes.get(abs(d), 0) + 1
        groups = sorted(sizes.items())
        p = 0.0
        for plus in itertools.product(*(range(m + 1) for _, m in groups)):
            total = sum(v * (2 * j - m) for (v, m), j in zip(groups, plus))
            if abs(total) >= abs(s) - 1e-9:
                p += math.prod(math.comb(m, j) / 2 ** m for (_, m), j in zip(groups, plus))
        if per == 1:
            assert abs(p - stats.binomtest(min(b, c), b + c, 0.5).pvalue) < 1e-9
    else:
        p = stats.chi2.sf(s * s / q, 1)
    return diff, (diff - half, diff + half), p


def ratio_test(ya, xa, yb, xb, per):
    k = len(ya) // per
    unit = lambda v: [sum(v[i * per:(i + 1) * per]) for i in range(k)]
    YA, XA, YB, XB = map(unit, (ya, xa, yb, xb))
    ra, rb = sum(YA) / sum(XA), sum(YB) / sum(XB)
    ma, mb = sum(XA) / k, sum(XB) / k
    z = [(YB[i] - rb * XB[i]) / mb - (YA[i] - ra * XA[i]) / ma for i in range(k)]
    se = math.sqrt(sum(v * v for v in z) / (k * (k - 1)))
    diff = rb - ra
    if se < 1e-15:
        return ra, rb, diff, (diff, diff), (1.0 if diff == 0 else 0.0)
    half = stats.t.ppf(0.975, k - 1) * se
    return ra, rb, diff, (diff - half, diff + half), 2 * stats.t.sf(abs(diff / se), k - 1)


def main(a_path, b_path, cmp_path):
    ra, rb = rows(a_path), rows(b_path)
    cmp = json.load(open(cmp_path))
    n = len(ra)
    per = sum(1 for r in ra if r['deal'] == ra[0]['deal'])
    seats = len(ra[0]['seats'])
    solo = seats == 1
    mine = {}

    def mean_figure(key, value):
        va, vb = [value(r) for r in ra], [value(r) for r in rb]
        d = [sum(vb[i:i + per]) / per - sum(va[i:i + per]) / per for i in range(0, n, per)]
        diff, ci, p = t_test(d)
        mine[key] = dict(a=sum(va) / n, b=sum(vb) / n, difference=diff, interval=ci, p=p)
        # the design effect of the deal: clustered variance over the games-as-independent one
        if per > 1:
            g = [y - x for x, y in zip(va, vb)]
            _, gci, _ = t_test(g)
            if gci[1] > gci[0]:
                design.append(((ci[1] - ci[0]) / (gci[1] - gci[0])) ** 2)

    design = []
    for s in range(seats):
        ea = [int(s + 1 in r['winners']) for r in ra]
        eb = [int(s + 1 in r['winners']) for r in rb]
        diff, ci, p = rate_test(ea, eb, per)
        key = 'win' if solo else f'win{s + 1}'
        mine[key] = dict(a=sum(ea) / n, b=sum(eb) / n, difference=diff, interval=ci, p=p)
        mean_figure('score' if solo else f'score{s + 1}', lambda r, s=s: r['scores'][s])
    if not solo:
        mean_figure('firstSeat', lambda r: ranks(r['winners'], r['scores'])[0])
        sa = [sum(ranks(r['winners'], r['scores'])[s] for r in ra) / n for s in range(seats)]
        sb = [sum(ranks(r['winners'], r['scores'])[s] for r in rb) / n for s in range(seats)]
        ahi, alo = sa.index(max(sa)), sa.index(min(sa))
        bhi, blo = sb.index(max(sb)), sb.index(min(sb))
        contrast = lambda x, y: (ranks(x['winners'], x['scores'])[ahi] - ranks(x['winners'], x['scores'])[alo]) - (
            ranks(y['winners'], y['scores'])[bhi] - ranks(y['winners'], y['scores'])[blo])
        c = [contrast(ra[i], rb[i]) for i in range(n)]
        d = [sum(c[i:i + per]) / per for i in range(0, n, per)]
        diff, ci, p = t_test(d)
        mine['balance'] = dict(a=1 - (sa[ahi] - sa[alo]), b=1 - (sb[bhi] - sb[blo]), difference=diff, interval=ci, p=p)
    mean_figure('turns', lambda r: r['turns'])
    mean_figure('decisions', lambda r: r['decisions'])
    metric = {
        'leadChanges': lambda m: (m.get('leadChanges'), 1) if 'leadChanges' in m else None,
        'drama': lambda m: (m.get('behind', 0), m['turnEnds'] if 'behind' in m else 0) if 'turnEnds' in m else None,
        'decisiveness': lambda m: (m.get('decided', 0), m['turnEnds'] if 'decided' in m else 0) if 'turnEnds' in m else None,
        'uncertainty': lambda m: (m.get('open', 0), m['turnEnds'] if 'open' in m else 0) if 'turnEnds' in m else None,
        'branching': lambda m: (m['choices'], m['decisions']),
    }
    for key, parts in metric.items():
        pa = [parts(r.get('metrics', {})) for r in ra]
        pb = [parts(r.get('metrics', {})) for r in rb]
        if any(x is None for x in pa + pb) or not sum(x[1] for x in pa) or not sum(x[1] for x in pb):
            continue
        a_, b_, diff, ci, p = ratio_test([x[0] for x in pa], [x[1] for x in pa], [x[0] for x in pb], [x[1] for x in pb], per)
        mine[key] = dict(a=a_, b=b_, difference=diff, interval=ci, p=p)
    for result in sorted({r['result'] for r in ra + rb}):
        if solo and result == 'won':
            continue
        ea = [int(r['result'] == result) for r in ra]
        eb = [int(r['result'] == result) for r in rb]
        diff, ci, p = rate_test(ea, eb, per)
        mine[f'ended:{result}'] = dict(a=sum(ea) / n, b=sum(eb) / n, difference=diff, interval=ci, p=p)
    for key in sorted({k for r in ra + rb for k in r['counters']}):
        mean_figure(key, lambda r, key=key: r['counters'].get(key, 0))

    shown = [f for f in cmp['figures']]
    missing = [f['key'] for f in shown if f['key'] not in mine]
    if missing:
        print('figures this script does not compute:', ', '.join(missing))
        return {'missing': math.inf}
    # Holm over the figures shown
    order = sorted(range(len(shown)), key=lambda i: mine[shown[i]['key']]['p'])
    running = 0
    for rank, i in enumerate(order):
        running = max(running, min(1, (len(shown) - rank) * mine[shown[i]['key']]['p']))
        mine[shown[i]['key']]['pAdjusted'] = running
    worst = {}
    for f in shown:
        m = mine[f['key']]
        for field in ('a', 'b', 'difference', 'p', 'pAdjusted'):
            worst[field] = max(worst.get(field, 0), abs(m[field] - f[field]))
        worst['interval'] = max(worst.get('interval', 0), *(abs(x - y) for x, y in zip(m['interval'], f['interval'])))
    print(f'{len(shown)} figures checked ({len(cmp["omitted"])} left out as the same in every game), {n} games, {n // per} units')
    print('largest absolute difference from dinner-games:', ', '.join(f'{k} {v:.2e}' for k, v in worst.items()))

    if design:
        design.sort()
        print(f'design effect of the deal (clustered / per-game variance), means: median {design[len(design) // 2]:.2f}, '
              f'range {design[0]:.2f} to {design[-1]:.2f}')
    return worst


if __name__ == '__main__':
    if len(sys.argv) not in (4, 5):
        sys.exit('usage: check-compare.py A.jsonl B.jsonl compare.json [largest difference allowed]')
    worst = main(*sys.argv[1:4])
    # with a tolerance: exit 1 when any figure is further than that from what dinner-games printed
    if len(sys.argv) == 5 and max(worst.values(), default=0) > float(sys.argv[4]):
        sys.exit(1)
