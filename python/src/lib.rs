//! The `sudoku_engine` Python module's native part, `sudoku_engine._native`: the engine's
//! calls for Python, one puzzle at a time (`single`) and on NumPy arrays on every core
//! (`batch`). The Python package (`python/sudoku_engine/`) re-exports it with docstrings and
//! type stubs; nothing here decides anything the engine does not.

#![deny(missing_docs)]

mod batch;
mod errors;
mod input;
mod pool;
mod request;
mod single;

use pyo3::prelude::*;

/// The native module: every function, the `Rating` class, the exceptions and the level names.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    single::register(m)?;
    batch::register(m)?;
    errors::register(m)?;
    m.add("LEVELS", input::LEVEL_NAMES)?;
    m.add("ENGINE_VERSION", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
