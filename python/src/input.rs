//! Puzzles from Python: one as text, many as a NumPy array of shape `(N, 81)` (`uint8`,
//! 0 = empty) or a sequence of texts. Everything is read and checked while Python's lock is
//! held, into plain grids the batch calls then share across threads without it.

use numpy::{PyReadonlyArray2, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyString;
use sudoku_engine::{Grid, Level};

use crate::errors::PuzzleFormatError;

/// The level names, easiest first: a batch call's level code is an index into them.
pub(crate) const LEVEL_NAMES: [&str; 5] = {
    let mut names = [""; 5];
    let mut i = 0;
    while i < Level::ALL.len() {
        names[i] = Level::ALL[i].name();
        i += 1;
    }
    names
};

/// Cells of a puzzle.
const CELLS: usize = 81;

/// One puzzle: an 81-character line (`.`, `0` or `_` for an empty cell) or a boxed grid as
/// `sudoku new --format grid` prints it. Givens that clash are an error here, as in `sudoku
/// solve`.
pub(crate) fn read_puzzle(text: &str) -> PyResult<Grid> {
    Grid::parse(text.as_bytes()).map_err(|e| PuzzleFormatError::new_err(e.to_string()))
}

/// Many puzzles: a 2-D `uint8` array of 81 columns, or a sequence of texts (lines or boxed
/// grids). A value above 9 or a text that cannot be read is an error naming the row (its
/// index) and what is wrong; givens that clash are not: such a row has no solution, which
/// the batch call reports for that row.
pub(crate) fn puzzles(any: &Bound<'_, PyAny>) -> PyResult<Vec<Grid>> {
    if let Ok(array) = any.extract::<PyReadonlyArray2<'_, u8>>() {
        return from_array(&array);
    }
    if any.is_instance_of::<PyString>() {
        return Err(PuzzleFormatError::new_err(
            "expected many puzzles (an array of shape (N, 81) or a list of strings), got one \
             string: use the single-puzzle call, or wrap it in a list",
        ));
    }
    if let Ok(texts) = any.extract::<Vec<String>>() {
        return texts
            .iter()
            .enumerate()
            .map(|(row, text)| {
                Grid::parse_board(text.as_bytes())
                    .map_err(|e| PuzzleFormatError::new_err(format!("puzzles[{row}]: {e}")))
            })
            .collect();
    }
    let kind = any.get_type().name()?;
    Err(PuzzleFormatError::new_err(format!(
        "expected a uint8 array of shape (N, 81) or a list of 81-character strings, got {kind}"
    )))
}

fn from_array(array: &PyReadonlyArray2<'_, u8>) -> PyResult<Vec<Grid>> {
    let shape = array.shape();
    if shape[1] != CELLS {
        return Err(PuzzleFormatError::new_err(format!(
            "expected an array of shape (N, 81), got ({}, {})",
            shape[0], shape[1]
        )));
    }
    // A C-contiguous array is read as one slice (the common case: a copy at memory speed);
    // another layout (a transposed or sliced view) row by row.
    let view = array.as_array();
    let flat = array
        .is_c_contiguous()
        .then(|| array.as_slice().ok())
        .flatten();
    let rows: Box<dyn Iterator<Item = [u8; CELLS]>> = match flat {
        Some(flat) => Box::new(
            flat.chunks_exact(CELLS)
                .map(|row| row.try_into().unwrap_or([0; CELLS])),
        ),
        None => Box::new(view.outer_iter().map(|values| {
            let mut cells = [0u8; CELLS];
            for (cell, &v) in cells.iter_mut().zip(values.iter()) {
                *cell = v;
            }
            cells
        })),
    };
    let mut grids = Vec::with_capacity(shape[0]);
    for (row, cells) in rows.enumerate() {
        let grid = Grid::from_cells(cells).map_err(|e| {
            PuzzleFormatError::new_err(format!(
                "puzzles[{row}, {}]: {} is not a cell value (0 for empty, or 1-9)",
                e.cell.index(),
                e.value
            ))
        })?;
        grids.push(grid);
    }
    Ok(grids)
}

/// `grids` as an `(N, 81)` `uint8` array.
pub(crate) fn to_array<'py>(
    py: Python<'py>,
    grids: impl ExactSizeIterator<Item = [u8; CELLS]>,
) -> Bound<'py, numpy::PyArray2<u8>> {
    let rows = grids.len();
    let mut flat = Vec::with_capacity(rows * CELLS);
    for cells in grids {
        flat.extend_from_slice(&cells);
    }
    let array = numpy::ndarray::Array2::from_shape_vec((rows, CELLS), flat)
        .expect("rows × 81 values make an (N, 81) array");
    numpy::PyArray2::from_owned_array(py, array)
}
