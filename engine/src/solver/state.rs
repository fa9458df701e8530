//! The search state and its propagation: band rule, cells, stack rule, where to guess
//! (small cores; fast cores guess in `configs`, after the rule in `triads`).

#[cfg(not(feature = "lookup-tables"))]
use super::tables::COLUMN_OF_BIT;
#[cfg(feature = "lookup-tables")]
use super::tables::perm_union;
#[cfg(not(feature = "lookup-tables"))]
use super::tables::stacks_keep;
use super::tables::{
    BAND, BAND_OF_WORD, BAND_PEERS, OTHER_WORDS, band_keep, claimed_columns, columns, empty_rows,
    spread_columns,
};
#[cfg(feature = "lookup-tables")]
use super::triads::MiniLines;
use crate::geometry::CELLS;
use crate::grid::Grid;

/// Bivalue cells [`State::best_bivalue`] scores: scoring all of them would save under 2 % of
/// the guesses on the hardest puzzles, for twice the cost.
#[cfg(not(feature = "lookup-tables"))]
const SCORED_CELLS: u32 = 10;

/// The propagation found a cell or unit with no possible digit.
pub(super) struct Contradiction;

/// A search state: per digit and band, the cells where the digit is possible.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// Index `3 * digit + band` (digit 0..9).
    pub(super) cand: [u32; 27],
    /// Unsolved cells per band.
    pub(super) unsolved: [u32; 3],
}

/// Where to branch, in one word (`index = 3 * digit + band`): the search goes on with
/// `first` cleared from it and saves the state with `second` cleared instead.
#[derive(Clone, Copy)]
pub(super) struct Guess {
    pub(super) index: usize,
    pub(super) first: u32,
    pub(super) second: u32,
}

impl Guess {
    /// The digit (0..9) at a cell (band and bit), or not: its row, box and column peers in
    /// the band leave the word, or the cell does.
    #[cfg(not(feature = "lookup-tables"))]
    fn cell(digit: usize, band: usize, bit: u32) -> Guess {
        Guess {
            index: 3 * digit + band,
            first: BAND_PEERS.get(bit as usize).copied().unwrap_or(0),
            second: 1 << bit,
        }
    }

    /// In the box `box_cells` of word `index`, the digit in the cells `line`, or not.
    #[cfg(feature = "lookup-tables")]
    pub(super) fn lines(index: usize, box_cells: u32, line: u32) -> Guess {
        Guess {
            index,
            first: box_cells & !line,
            second: line,
        }
    }
}

pub(super) enum Step {
    Solved,
    Guess(Guess),
}

impl State {
    /// No candidates: the state [`State::fill`] starts from.
    pub(super) const EMPTY: State = State {
        cand: [0; 27],
        unsolved: [0; 3],
    };

    /// Sets this state to the grid's givens, in place (no second state on the stack: a
    /// Cortex-M0's `solve` has 1.5 KiB). `Err` when two givens clash.
    #[inline(always)]
    pub(super) fn fill(&mut self, grid: &Grid) -> Result<(), Contradiction> {
        // Cells per value-band word: the empty cells in `unsolved`, the givens of digit v in
        // `cand[3 * (v - 1) + band]`. Fast cores: branch-free through a table of 30 words
        // (the pattern of givens is unpredictable). Small cores: in place, with a branch (no
        // predictor to miss, and 120 bytes less stack).
        #[cfg(feature = "lookup-tables")]
        {
            let mut words = [0u32; 30];
            for (band, cells) in grid.cells().chunks_exact(27).enumerate() {
                for (bit, &v) in cells.iter().enumerate() {
                    if let Some(w) = words.get_mut(3 * usize::from(v) + band) {
                        *w |= 1 << bit;
                    }
                }
            }
            let (empty, givens) = words.split_at(3);
            self.unsolved.copy_from_slice(empty);
            self.cand.copy_from_slice(givens);
        }
        #[cfg(not(feature = "lookup-tables"))]
        {
            self.unsolved = [0; 3];
            self.cand = [0; 27];
            for (band, cells) in grid.cells().chunks_exact(27).enumerate() {
                for (bit, &v) in cells.iter().enumerate() {
                    let word = match usize::from(v).checked_sub(1) {
                        Some(digit) => self.cand.get_mut(3 * digit + band),
                        None => self.unsolved.get_mut(band),
                    };
                    if let Some(w) = word {
                        *w |= 1 << bit;
                    }
                }
            }
        }
        let empty = &self.unsolved;
        for c in self.cand.chunks_exact_mut(3) {
            let g = [c[0], c[1], c[2]];
            let cols = [columns(g[0]), columns(g[1]), columns(g[2])];
            if cols[0] & cols[1] != 0 || cols[0] & cols[2] != 0 || cols[1] & cols[2] != 0 {
                return Err(Contradiction); // the digit twice in a column
            }
            for band in 0..3 {
                let mut peers = 0;
                let mut rest = g[band];
                while rest != 0 {
                    peers |= BAND_PEERS
                        .get(rest.trailing_zeros() as usize)
                        .copied()
                        .unwrap_or(0);
                    rest &= rest - 1;
                }
                if peers & g[band] != 0 {
                    return Err(Contradiction); // the digit twice in a row or box
                }
                let other_cols = (cols[0] | cols[1] | cols[2]) & !cols[band];
                c[band] = (empty[band] & !peers & !spread_columns(other_cols)) | g[band];
            }
        }
        Ok(())
    }

    /// The band rule for one digit-band word (`index = 3 * digit + band`). Keeps the
    /// mini-rows that lie on a permutation; a row left with one cell is solved: the cell
    /// leaves the other digits' words and the unsolved mask. A box whose cells lie in one
    /// column claims that column: it leaves the digit's words in the other bands. Returns
    /// the word as it left it, and sets bits of `others_changed` when it may have changed a
    /// word other than its own.
    ///
    /// Invariant: a cell outside `unsolved` is in its own digit's word only (it leaves
    /// `unsolved` here, where it leaves every other word too). So clearing solved cells that
    /// are not new changes nothing, and only new ones count as a change.
    #[inline(always)]
    fn band_step(&mut self, index: usize, others_changed: &mut u32) -> Result<u32, Contradiction> {
        let Some(&x) = self.cand.get(index) else {
            return Ok(0);
        };
        let keep = band_keep(x);
        if keep == 0 {
            return Err(Contradiction);
        }
        let x = x & keep;
        // Boxes confined to one column (every box holds the digit, by the permutation).
        let claimed = claimed_columns(columns(x));
        let [o1, o2] = OTHER_WORDS[index];
        let (o1, o2) = (usize::from(o1), usize::from(o2));
        #[cfg(feature = "lookup-tables")]
        {
            *others_changed |= (self.cand[o1] | self.cand[o2]) & claimed;
            self.cand[o1] &= !claimed;
            self.cand[o2] &= !claimed;
        }
        // Without, a branch: a claim, once made, is made again by every later step on the
        // word, and mostly clears nothing.
        #[cfg(not(feature = "lookup-tables"))]
        if (self.cand[o1] | self.cand[o2]) & claimed != 0 {
            clear_cells(&mut self.cand[o1], claimed, 1 << o1, others_changed);
            clear_cells(&mut self.cand[o2], claimed, 1 << o2, others_changed);
        }
        // Rows with one cell. Every row holds the digit (by the permutation), so subtracting
        // one from each 9-bit row cannot borrow across rows; it clears each row's lowest bit.
        let rest = x & x.wrapping_sub(0x40201);
        let solved = x & empty_rows(rest);
        // With `lookup-tables` (fast cores) unconditional: nine AND instructions cost less
        // than a branch that half the calls mispredict. Without (small cores such as the
        // Cortex-M0, which has no branch predictor to miss) it skips them.
        let band = usize::from(BAND_OF_WORD[index]);
        let new = solved & self.unsolved[band];
        #[cfg(feature = "lookup-tables")]
        {
            *others_changed |= new;
            self.unsolved[band] &= !solved;
            for digit in 0..9 {
                self.cand[3 * digit + band] &= !solved;
            }
        }
        // Without, the words it changes are named (so no scan of the whole state finds
        // them), and only new solved cells are cleared: the others are in this word only.
        #[cfg(not(feature = "lookup-tables"))]
        if new != 0 {
            self.unsolved[band] &= !new;
            // Fully unrolled: the nine words at fixed offsets, their bits fixed shifts.
            let b = band.min(2);
            let bit = 1u32 << b;
            let c = &mut self.cand;
            clear_cells(&mut c[b], new, bit, others_changed);
            clear_cells(&mut c[b + 3], new, bit << 3, others_changed);
            clear_cells(&mut c[b + 6], new, bit << 6, others_changed);
            clear_cells(&mut c[b + 9], new, bit << 9, others_changed);
            clear_cells(&mut c[b + 12], new, bit << 12, others_changed);
            clear_cells(&mut c[b + 15], new, bit << 15, others_changed);
            clear_cells(&mut c[b + 18], new, bit << 18, others_changed);
            clear_cells(&mut c[b + 21], new, bit << 21, others_changed);
            clear_cells(&mut c[b + 24], new, bit << 24, others_changed);
            *others_changed &= !(1 << index);
        }
        // The digit's own word keeps its solved cells.
        self.cand[index] = x;
        Ok(x)
    }

    /// The words that differ from `seen` (the values the band rule last left), as a mask
    /// (bit `3 * digit + band`), without a branch per word.
    #[cfg(feature = "lookup-tables")]
    // Out of line on purpose: inlined into `propagate`, the compiler's vector code for it
    // took about 100 instructions a call instead of 60 (callgrind, 1905_11+ sample: 426 M ->
    // 403 M for the whole search, 5 % less time in the benchmark).
    #[inline(never)]
    fn changed_words(&self, seen: &[u32; 27]) -> u32 {
        let mut changed = 0u32;
        for (i, (c, s)) in self.cand.iter().zip(seen.iter()).enumerate() {
            changed |= u32::from(c != s) << i;
        }
        changed
    }

    /// One pass of the band rule over the `changed` words. Sets bits of `others_changed`
    /// when a step may have changed a word besides its own, so that words may differ from
    /// `seen` again.
    #[cfg(feature = "lookup-tables")]
    #[inline(always)]
    fn sweep(
        &mut self,
        mut changed: u32,
        seen: &mut [u32; 27],
        others_changed: &mut u32,
    ) -> Result<(), Contradiction> {
        while changed != 0 {
            let i = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            if let Some(w) = seen.get_mut(i) {
                *w = self.band_step(i, others_changed)?;
            }
        }
        Ok(())
    }

    /// The band rule on the `changed` words and on every word a step changes, until none
    /// changes; adds them all to `touched`. (Without `lookup-tables`: the steps name the
    /// words they change.)
    #[cfg(not(feature = "lookup-tables"))]
    #[inline(never)]
    fn sweep(&mut self, mut changed: u32) -> Result<u32, Contradiction> {
        let mut touched = 0;
        while changed != 0 {
            touched |= changed;
            let i = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            self.band_step(i, &mut changed)?;
        }
        Ok(touched)
    }

    /// Places `digit` at `bit` of `band` inside the digit's word only: its row, box and
    /// column peers in the band go. [`State::band_step`] does the rest when it sees the word.
    /// Returns the word's bit (`3 * digit + band`) if it changed, else 0.
    #[inline(always)]
    pub(super) fn assume(&mut self, digit: usize, band: usize, bit: u32) -> u32 {
        let peers = BAND_PEERS.get(bit as usize).copied().unwrap_or(0);
        let index = 3 * digit + band;
        match self.cand.get_mut(index) {
            Some(x) => {
                let changed = u32::from(*x & peers != 0) << index;
                *x &= !peers;
                changed
            }
            None => 0,
        }
    }

    /// The stack rule for the digit whose words start at `base` (`3 * digit`): the
    /// mini-columns (a column inside a band) of each stack must hold a permutation too.
    /// Returns the words it changed (bit `3 * digit + band`).
    #[cfg(feature = "lookup-tables")]
    #[inline]
    fn stack_step(&mut self, base: usize) -> Result<u32, Contradiction> {
        let Some(&[x0, x1, x2]) = self.cand.get(base..base + 3) else {
            return Ok(0);
        };
        let x = [x0, x1, x2];
        let p = [columns(x[0]), columns(x[1]), columns(x[2])];
        if (p[0] & p[1]) | (p[0] & p[2]) | (p[1] & p[2]) == 0 && p[0] | p[1] | p[2] == 0x1ff {
            // Each column in one band, and (the band rule holds) each box has a column: the
            // mini-columns already form permutations.
            return Ok(0);
        }
        let mut keep = [0u32; 3];
        let mut shift = 0;
        while shift < 9 {
            let m = (p[0] >> shift & 7) | (p[1] >> shift & 7) << 3 | (p[2] >> shift & 7) << 6;
            let a = perm_union(m);
            if a == 0 {
                return Err(Contradiction);
            }
            keep[0] |= (a & 7) << shift;
            keep[1] |= (a >> 3 & 7) << shift;
            keep[2] |= (a >> 6 & 7) << shift;
            shift += 3;
        }
        let mut changed = 0;
        for (band, &k) in keep.iter().enumerate() {
            if p[band] & !k != 0 {
                if let Some(word) = self.cand.get_mut(base + band) {
                    *word = x[band] & spread_columns(k);
                }
                changed |= 1 << (base + band);
            }
        }
        Ok(changed)
    }

    /// [`State::stack_step`] without tables: the three stacks at once, on the bands' column
    /// sets side by side (band `b` at bits `9 * b..`).
    #[cfg(not(feature = "lookup-tables"))]
    #[inline]
    fn stack_step(&mut self, base: usize) -> Result<u32, Contradiction> {
        let Some(words) = self.cand.get_mut(base..base + 3) else {
            return Ok(0);
        };
        let p = columns(words[0]) | columns(words[1]) << 9 | columns(words[2]) << 18;
        let keep = stacks_keep(p);
        // A stack with no permutation left is empty in every band, so in band 0.
        if (keep | keep >> 1 | keep >> 2) & 0o111 != 0o111 {
            return Err(Contradiction);
        }
        let mut changed = 0;
        if keep != p {
            for (band, word) in words.iter_mut().enumerate() {
                let k = keep >> (9 * band) & 0x1ff;
                if p >> (9 * band) & !k & 0x1ff != 0 {
                    *word &= spread_columns(k);
                    changed |= 1 << (base + band);
                }
            }
        }
        Ok(changed)
    }

    /// Propagates to a fixpoint, then says whether the grid is solved or where to guess.
    /// `seen` holds each word as the band rule last left it; `changed` has a bit (`3 * digit
    /// + band`) for at least every word that differs from it.
    pub(super) fn propagate(
        &mut self,
        #[cfg(feature = "lookup-tables")] seen: &mut [u32; 27],
        mut changed: u32,
    ) -> Result<Step, Contradiction> {
        // Words changed since the stack rule last ran.
        let mut touched = 0u32;
        // Without `lookup-tables`: the words swept since the last cell pass (bit 31: none
        // yet, so every band is due).
        #[cfg(not(feature = "lookup-tables"))]
        let mut swept = 1u32 << 31;
        loop {
            // Band rule on every changed word, until none changes. Whoever changes words
            // says which, except a band step that changes other words: only then scan. A
            // sweep whose steps changed no word but their own ends at the fixpoint.
            #[cfg(feature = "lookup-tables")]
            loop {
                let mut others_changed = 0;
                touched |= changed;
                self.sweep(changed, seen, &mut others_changed)?;
                if others_changed == 0 {
                    break;
                }
                changed = self.changed_words(seen);
            }
            #[cfg(not(feature = "lookup-tables"))]
            {
                swept |= self.sweep(changed)?;
                touched |= swept;
            }
            changed = 0;
            // Cells: none empty, naked singles placed. (Without `lookup-tables`, only in the
            // bands with a word swept since their last pass: the others can have no new
            // single or empty cell.)
            #[cfg(feature = "lookup-tables")]
            let (ones, twos) = self.cell_counts();
            for band in 0..3 {
                #[cfg(not(feature = "lookup-tables"))]
                if swept & (0o111_111_111 << band | 1 << 31) == 0 {
                    continue;
                }
                let u = self.unsolved[band];
                if u == 0 {
                    continue;
                }
                #[cfg(feature = "lookup-tables")]
                let (one, two) = (ones[band], twos[band]);
                #[cfg(not(feature = "lookup-tables"))]
                let [one, two, _] = self.digit_counts::<false>(band);
                if u & !one != 0 {
                    return Err(Contradiction);
                }
                let mut singles = u & !two;
                while singles != 0 {
                    let bit = singles.trailing_zeros();
                    singles &= singles - 1;
                    let digit = self.only_digit_at(band, bit).ok_or(Contradiction)?;
                    changed |= self.assume(digit, band, bit);
                }
            }
            #[cfg(not(feature = "lookup-tables"))]
            {
                swept = 0;
            }
            if changed != 0 {
                continue;
            }
            if self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0 {
                return Ok(Step::Solved);
            }
            // Only when bands and cells are stuck: the stack rule, on the digits that changed.
            // The digits touched, one bit each at its first word (bit `3 * digit`), visited
            // by trailing zeros: a test per digit would mispredict.
            let mut digits = (touched | touched >> 1 | touched >> 2) & 0o111_111_111;
            while digits != 0 {
                let word = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                changed |= self.stack_step(word)?;
            }
            touched = 0;
            if changed != 0 {
                continue;
            }
            // Fast cores, when all that is stuck too: the triad rule, then a guess on a band
            // configuration (every digit placed when none is left).
            #[cfg(feature = "lookup-tables")]
            {
                let lines = MiniLines::of(self);
                changed = self.triads(&lines)?;
                if changed != 0 {
                    continue;
                }
                return Ok(lines.config_guess().map_or(Step::Solved, Step::Guess));
            }
            #[cfg(not(feature = "lookup-tables"))]
            {
                let (band, bit) = match self.best_bivalue() {
                    Some(cell) => cell,
                    None => match self.fewest_candidates() {
                        Some(cell) => cell,
                        None => return Ok(Step::Solved),
                    },
                };
                let digit = self.digit_at(band, bit).ok_or(Contradiction)?;
                return Ok(Step::Guess(Guess::cell(digit, band, bit)));
            }
        }
    }

    /// The cells of every band with at least one and two possible digits, the three bands
    /// side by side (so compilers can take them in one vector): a naked single placed in
    /// one band changes no other band's counts.
    #[cfg(feature = "lookup-tables")]
    #[inline(always)]
    fn cell_counts(&self) -> ([u32; 4], [u32; 4]) {
        let (mut one, mut two) = ([0u32; 4], [0u32; 4]);
        for words in self.cand.chunks_exact(3) {
            for band in 0..3 {
                two[band] |= one[band] & words[band];
                one[band] |= words[band];
            }
        }
        (one, two)
    }

    /// The cells of `band` with at least one, two and (if `THREE`) three possible digits.
    #[cfg(not(feature = "lookup-tables"))]
    #[inline(always)]
    fn digit_counts<const THREE: bool>(&self, band: usize) -> [u32; 3] {
        let mut counts = [0u32; 3];
        for digit in 0..9 {
            tally::<THREE>(&mut counts, self.cand[3 * digit + band]);
        }
        counts
    }

    /// The bivalue cell whose two digits have the most candidates among its peers (the
    /// product of one plus each digit's count, so that both branches remove much): it prunes
    /// best. Only the first [`SCORED_CELLS`] bivalue cells in cell order are scored; ties go
    /// to the first. For cores without a branch predictor (the build without
    /// `lookup-tables`): branches where they save instructions; the digit loop stops at the
    /// cell's second digit, and the peer count, in one place, is inlined.
    #[cfg(not(feature = "lookup-tables"))]
    fn best_bivalue(&self) -> Option<(usize, u32)> {
        let mut best = None;
        let mut best_score = 0;
        let mut budget = SCORED_CELLS;
        for band in 0..3 {
            let [_, two, three] = self.digit_counts::<true>(band);
            let mut rest = self.unsolved[band] & two & !three;
            while rest != 0 {
                if budget == 0 {
                    return best;
                }
                budget -= 1;
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                let peers = BAND_PEERS.get(bit as usize).copied().unwrap_or(0);
                let column = COLUMN_OF_BIT.get(bit as usize).copied().unwrap_or(0);
                let (mut score, mut digits) = (1, 0);
                for words in self.cand.chunks_exact(3) {
                    if words[band] >> bit & 1 != 0 {
                        score *= peer_count(words, band, peers, column);
                        digits += 1;
                        if digits == 2 {
                            break;
                        }
                    }
                }
                if score > best_score {
                    best_score = score;
                    best = Some((band, bit));
                }
            }
        }
        best
    }

    /// The digit (0..9) of a cell with at most one candidate, without a branch per digit;
    /// `None` when the cell has none left.
    #[cfg(feature = "lookup-tables")]
    #[inline(always)]
    fn only_digit_at(&self, band: usize, bit: u32) -> Option<usize> {
        let (mut digit, mut found) = (0, 0);
        for d in 0..9 {
            let has = (self.cand[3 * d + band] >> bit & 1) as usize;
            digit |= has * d;
            found |= has;
        }
        (found != 0).then_some(digit)
    }

    /// [`State::only_digit_at`] with a branch per digit, stopping at the digit (no branch
    /// predictor to miss on small cores).
    #[cfg(not(feature = "lookup-tables"))]
    #[inline(always)]
    fn only_digit_at(&self, band: usize, bit: u32) -> Option<usize> {
        self.digit_at(band, bit)
    }

    /// The lowest digit (0..9) possible at a cell.
    #[cfg(not(feature = "lookup-tables"))]
    #[inline]
    fn digit_at(&self, band: usize, bit: u32) -> Option<usize> {
        let m = 1u32 << bit;
        (0..9).find(|&d| self.cand[3 * d + band] & m != 0)
    }

    /// The unsolved cell with the fewest candidates (first in cell order), if any.
    #[cfg(not(feature = "lookup-tables"))]
    fn fewest_candidates(&self) -> Option<(usize, u32)> {
        let mut best = None;
        let mut best_count = u32::MAX;
        for band in 0..3 {
            let mut u = self.unsolved[band];
            while u != 0 {
                let bit = u.trailing_zeros();
                u &= u - 1;
                let m = 1u32 << bit;
                let count = (0..9).filter(|&d| self.cand[3 * d + band] & m != 0).count() as u32;
                if count < best_count {
                    best_count = count;
                    best = Some((band, bit));
                }
            }
        }
        best
    }

    /// Writes the solved grid's cells (every cell placed) into `cells`, in place (a Grid
    /// returned by value would be one more 81-byte temporary on a Cortex-M0's stack).
    pub(super) fn write_solution(&self, cells: &mut [u8; CELLS]) {
        for digit in 0..9u8 {
            for band in 0..3usize {
                let mut x = self.cand[3 * usize::from(digit) + band];
                let offset = 27 * band;
                while x != 0 {
                    let bit = x.trailing_zeros() as usize;
                    x &= x - 1;
                    if let Some(c) = cells.get_mut(offset + bit) {
                        *c = digit + 1;
                    }
                }
            }
        }
    }
}

/// One more than the candidates of a digit among the peers of a cell, from the digit's
/// three band words, without table lookups or bounds checks (the build without
/// `lookup-tables`): the cell's row and box outside its column in its band, and its column
/// in all three bands, the cell itself included (the one more), side by side (bits `c`,
/// `c + 1`, `c + 2` of each row), in one population count.
#[cfg(not(feature = "lookup-tables"))]
#[inline(always)]
fn peer_count(words: &[u32], band: usize, peers: u32, column: u32) -> u32 {
    let at = |b: usize| words.get(b).copied().unwrap_or(0);
    count_ones_of_two(
        at(band) & peers & !column,
        at(0) & column | (at(1) & column) << 1 | (at(2) & column) << 2,
    )
}

/// Adds the set bits of `x` to per-bit counters that saturate: bits seen at least once,
/// twice and (if `THREE`) three times.
#[cfg(not(feature = "lookup-tables"))]
#[inline(always)]
fn tally<const THREE: bool>(counts: &mut [u32; 3], x: u32) {
    let [one, two, three] = counts;
    if THREE {
        *three |= *two & x;
    }
    *two |= *one & x;
    *one |= x;
}

/// The population counts of `a` and `b` added, in one bit-parallel count (on a Cortex-M0,
/// where a count is in software): the two words' 4-bit counts (at most 4 each) are summed
/// before the rest, so a field never overflows (8 per nibble, 16 per byte, 64 in all).
#[cfg(not(feature = "lookup-tables"))]
#[inline(always)]
fn count_ones_of_two(a: u32, b: u32) -> u32 {
    let nibbles = |x: u32| {
        let x = x - (x >> 1 & 0x5555_5555);
        (x & 0x3333_3333) + (x >> 2 & 0x3333_3333)
    };
    let s = nibbles(a) + nibbles(b);
    ((s + (s >> 4)) & 0x0f0f_0f0f).wrapping_mul(0x0101_0101) >> 24
}

/// Clears `cells` from a word whose bit in a word mask is `bit`; names the word in
/// `changed` if it held any. With a branch: for cores without a branch predictor (the build
/// without `lookup-tables`).
#[cfg(not(feature = "lookup-tables"))]
#[inline(always)]
fn clear_cells(word: &mut u32, cells: u32, bit: u32, changed: &mut u32) {
    if *word & cells != 0 {
        *word &= !cells;
        *changed |= bit;
    }
}

/// A saved state: the state before a guess with the guessed digit removed from its cell, and
/// the digit-band word that changed (so propagation rechecks it) in the unused top bits of
/// the first unsolved mask: 120 bytes, no padding.
pub(super) type Frame = State;

/// Where [`Frame`] keeps the changed word's index (0..27) in `unsolved[0]`.
const INDEX_SHIFT: u32 = 27;

/// A [`State`] as a saved frame.
impl State {
    /// Records `index`, the word that will differ from the fixpoint, and clears the guess's
    /// other branch (`clear`) from it: the saved state of a guess, set in place in its slot.
    #[inline(always)]
    pub(super) fn mark(&mut self, index: usize, clear: u32) {
        self.unsolved[0] |= (index as u32) << INDEX_SHIFT;
        if let Some(word) = self.cand.get_mut(index) {
            *word &= !clear;
        }
    }

    /// Copies a saved state into `state` and returns the index of its changed word.
    #[inline(always)]
    pub(super) fn restore_into(&self, state: &mut State) -> usize {
        *state = *self;
        let index = (state.unsolved[0] >> INDEX_SHIFT) as usize;
        state.unsolved[0] &= BAND;
        index
    }
}
