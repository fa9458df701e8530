//! No module of any crate imports one that imports it back.
//!
//! Read from the source, without a compiler: every `use` tree and every path that starts
//! with `crate::`, `super::` or `self::` (or a child module's name) is resolved to the module
//! that *defines* the item, following re-exports (`pub use`) the way `cargo modules` does, so
//! `crate::Cell` counts as an import of `cell`, not of the crate root. Two graphs must be
//! acyclic:
//! - modules (one per file) and their imports;
//! - for each module, its child modules, where a child stands for everything under it: so
//!   `store` may use `game` or `game` may use `store`, but not both, whichever files do it.
//!
//! A module's own `mod` declarations are ownership, not imports; a file's inline `mod tests`
//! counts as part of the file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crates checked: the root of each, relative to the repository.
const CRATES: &[&str] = &[
    "engine/src/lib.rs",
    "engine/capi/src/lib.rs",
    "repl/src/lib.rs",
    "repl/src/main.rs",
    "tests/src/lib.rs",
];

type Module = Vec<String>;

/// What one module's source says.
#[derive(Default)]
struct Source {
    /// Child modules declared with `mod`.
    children: BTreeSet<String>,
    /// Names bound by `use` (`name → absolute path`), and glob imports.
    bindings: BTreeMap<String, Module>,
    globs: Vec<Module>,
    /// Items defined here (functions, types, constants, macros…).
    items: BTreeSet<String>,
    /// Every path used, absolute, with the line it is on.
    paths: Vec<(Module, usize)>,
}

/// Blanks comments, string and character literals (keeping line breaks), so paths and
/// braces are only seen in code.
fn code_only(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
        } else if c == 'r' && matches!(next, Some('#') | Some('"')) && !ident_char(&b, i) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            let closed = |k: usize| b[k] == '"' && (1..=hashes).all(|h| b.get(k + h) == Some(&'#'));
            while j < b.len() && !closed(j) {
                j += 1;
            }
            let end = (j + 1 + hashes).min(b.len());
            out.extend(b[i..end].iter().map(|&c| blank(c)));
            i = end;
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < b.len() {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' && (b.get(i + 2) == Some(&'\'') || next == Some('\\')) {
            // A character literal ('x', '\n', '\u{..}'), not a lifetime.
            // Past the opening quote and the first character, escaped or not.
            let mut j = if next == Some('\\') { i + 3 } else { i + 2 };
            while j < b.len() && b[j] != '\'' {
                j += 1;
            }
            out.extend(b[i..=j.min(b.len() - 1)].iter().map(|&c| blank(c)));
            i = j + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_char(b: &[char], i: usize) -> bool {
    i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_')
}

/// Expands a `use` tree (`a::{b, c::{d as e}, self}`) into its paths, each with the name it
/// binds (`None` for a glob).
fn expand(prefix: &[String], tree: &str, out: &mut Vec<(Module, Option<String>)>) {
    let tree = tree.trim();
    if tree.is_empty() {
        return;
    }
    if let Some(open) = tree.find('{') {
        let head: Module = segments(&tree[..open]);
        let mut base = prefix.to_vec();
        base.extend(head);
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let mut depth = 0;
        let mut start = 0;
        for (k, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&base, &inner[start..k], out);
                    start = k + 1;
                }
                _ => {}
            }
        }
        expand(&base, &inner[start..], out);
        return;
    }
    let (path, alias) = match tree.split_once(" as ") {
        Some((p, a)) => (p, Some(a.trim().to_string())),
        None => (tree, None),
    };
    let mut full = prefix.to_vec();
    full.extend(segments(path));
    if full.last().is_some_and(|s| s == "*") {
        full.pop();
        out.push((full, None));
        return;
    }
    if full.last().is_some_and(|s| s == "self") {
        full.pop();
    }
    let name = alias.or_else(|| full.last().cloned());
    if name.as_deref() != Some("_") {
        out.push((full, name));
    }
}

fn segments(path: &str) -> Module {
    path.split("::")
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// The module a path names relative to `here` (a file's module, or an inline module in it):
/// `crate`, `super`, `self` and child names made absolute. `None` for paths into other
/// crates and the standard library.
fn absolute(here: &[String], children: &BTreeSet<String>, path: &[String]) -> Option<Module> {
    let first = path.first()?;
    let mut base: Module = match first.as_str() {
        "crate" | "$crate" => Vec::new(),
        "self" => here.to_vec(),
        "super" => {
            let mut base = here.to_vec();
            let mut rest = path;
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
            base.extend(rest.iter().cloned());
            return Some(base);
        }
        name if children.contains(name) => {
            let mut base = here.to_vec();
            base.extend(path.iter().cloned());
            return Some(base);
        }
        _ => return None,
    };
    base.extend(path[1..].iter().cloned());
    Some(base)
}

/// Reads one file's module: its declarations, its uses and its paths.
fn read(module: &Module, text: &str, crate_name: &str) -> Source {
    let code = code_only(text);
    let mut source = Source::default();
    let word = |s: &str| s.chars().all(|c| c.is_alphanumeric() || c == '_') && !s.is_empty();

    // Declarations at any depth (an inline `mod tests` counts as part of the file).
    let tokens: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '!' || c == '$'))
        .filter(|t| !t.is_empty())
        .collect();
    for pair in tokens.windows(2) {
        let name = pair[1].trim_end_matches('!');
        if !word(name) {
            continue;
        }
        match pair[0] {
            "fn" | "struct" | "enum" | "trait" | "type" | "const" | "static" | "union"
            | "macro_rules!" => {
                source.items.insert(name.to_string());
            }
            _ => {}
        }
    }

    // Inline modules change what `super` and `self` mean: track them by brace depth.
    let mut scopes: Vec<(Module, usize)> = vec![(module.clone(), 0)];
    let mut depth = 0usize;
    let chars: Vec<char> = code.chars().collect();
    let mut line = 1;
    let mut i = 0;
    let mut pending_mod: Option<String> = None;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
        }
        if c == '{' {
            depth += 1;
            if let Some(name) = pending_mod.take() {
                let mut inner = scopes.last().unwrap().0.clone();
                inner.push(name);
                scopes.push((inner, depth));
            }
            i += 1;
            continue;
        }
        if c == '}' {
            if scopes.len() > 1 && scopes.last().unwrap().1 == depth {
                scopes.pop();
            }
            depth = depth.saturating_sub(1);
            i += 1;
            continue;
        }
        if c == ';' {
            pending_mod = None;
        }
        let at_word_start = (c.is_alphabetic() || c == '_' || c == '$') && !ident_char(&chars, i);
        if !at_word_start {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_' || chars[j] == '$')
        {
            j += 1;
        }
        let token: String = chars[i..j].iter().collect();
        let here = scopes.last().unwrap().0.clone();
        let in_file_scope = scopes.len() == 1;
        if token == "mod" {
            let rest: String = chars[j..].iter().take(80).collect();
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let after = rest.trim_start()[name.len()..].trim_start();
            if after.starts_with(';') {
                if in_file_scope {
                    source.children.insert(name);
                }
            } else if after.starts_with('{') {
                pending_mod = Some(name);
            }
            i = j;
            continue;
        }
        if token == "use" {
            let end = chars[j..]
                .iter()
                .position(|&c| c == ';')
                .map_or(chars.len(), |p| j + p);
            let tree: String = chars[j..end].iter().collect();
            let mut expanded = Vec::new();
            let tree = tree.trim().trim_start_matches("::");
            let tree = match tree.strip_prefix(crate_name) {
                Some(rest) if !crate_name.is_empty() && rest.starts_with("::") => {
                    format!("crate{rest}")
                }
                _ => tree.to_string(),
            };
            expand(&[], &tree, &mut expanded);
            for (path, name) in expanded {
                if let Some(abs) = absolute(&here, &source.children, &path) {
                    if in_file_scope {
                        match name {
                            Some(name) => {
                                source.bindings.insert(name, abs.clone());
                            }
                            None => source.globs.push(abs.clone()),
                        }
                    }
                    source.paths.push((abs, line));
                }
            }
            line += chars[j..end].iter().filter(|&&c| c == '\n').count();
            i = end;
            continue;
        }
        // `pub(in crate::a)` limits who sees an item; it imports nothing.
        let before: String = chars[i.saturating_sub(16)..i].iter().collect();
        if token == "in" && before.trim_end().ends_with("pub(") {
            let close = chars[j..]
                .iter()
                .position(|&c| c == ')')
                .map_or(chars.len(), |p| j + p);
            i = close;
            continue;
        }
        // A path in code: `crate::a::b`, `super::x`, `self::y`, `child::z`, `sudoku_repl::w`.
        let mut k = j;
        let mut segs = vec![token.clone()];
        while chars.get(k) == Some(&':') && chars.get(k + 1) == Some(&':') {
            let s = k + 2;
            let mut e = s;
            while e < chars.len() && (chars[e].is_alphanumeric() || chars[e] == '_') {
                e += 1;
            }
            if e == s {
                break;
            }
            segs.push(chars[s..e].iter().collect());
            k = e;
        }
        if segs.len() > 1 && chars.get(k) != Some(&'!') {
            if segs[0] == crate_name {
                segs[0] = "crate".to_string();
            }
            if let Some(abs) = absolute(&here, &source.children, &segs) {
                source.paths.push((abs, line));
            }
        }
        i = k.max(j);
    }
    source
}

/// The module that defines what `path` names, following re-exports.
fn owner(sources: &BTreeMap<Module, Source>, path: &[String], hops: usize) -> Module {
    let mut here: Module = Vec::new();
    for (n, seg) in path.iter().enumerate() {
        let Some(source) = sources.get(&here) else {
            return here;
        };
        if source.children.contains(seg) {
            here.push(seg.clone());
            continue;
        }
        if hops < 16 {
            if let Some(target) = source.bindings.get(seg) {
                let mut full = target.clone();
                full.extend(path[n + 1..].iter().cloned());
                return owner(sources, &full, hops + 1);
            }
            if !source.items.contains(seg) {
                for glob in &source.globs {
                    let mut full = glob.clone();
                    full.extend(path[n..].iter().cloned());
                    let found = owner(sources, &full, hops + 1);
                    if found != *glob || sources.get(glob).is_some_and(|s| s.items.contains(seg)) {
                        return found;
                    }
                }
            }
        }
        return here;
    }
    here
}

/// The modules of a crate, each read once: what its file says, and the file.
fn modules(root: &Path, crate_name: &str) -> BTreeMap<Module, (Source, PathBuf)> {
    let dir = root.parent().unwrap();
    let mut found = BTreeMap::new();
    let mut stack = vec![(Vec::<String>::new(), root.to_path_buf())];
    while let Some((module, file)) = stack.pop() {
        let text = std::fs::read_to_string(&file).unwrap();
        let source = read(&module, &text, crate_name);
        let folder = if module.is_empty() {
            dir.to_path_buf()
        } else if file.file_name().is_some_and(|n| n == "mod.rs") {
            file.parent().unwrap().to_path_buf()
        } else {
            file.with_extension("")
        };
        for child in &source.children {
            let candidates = [
                folder.join(format!("{child}.rs")),
                folder.join(child).join("mod.rs"),
            ];
            if let Some(path) = candidates.iter().find(|p| p.exists()) {
                let mut m = module.clone();
                m.push(child.clone());
                stack.push((m, path.clone()));
            }
        }
        found.insert(module, (source, file));
    }
    found
}

fn name(m: &[String]) -> String {
    if m.is_empty() {
        "crate".to_string()
    } else {
        m.join("::")
    }
}

/// A cycle in `graph`, if there is one.
fn cycle(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    let nodes: Vec<&Module> = graph.keys().collect();
    let mut marks: BTreeMap<&Module, Mark> = nodes.iter().map(|&n| (n, Mark::New)).collect();
    fn visit<'a>(
        n: &'a Module,
        graph: &'a BTreeMap<Module, BTreeSet<Module>>,
        marks: &mut BTreeMap<&'a Module, Mark>,
        path: &mut Vec<&'a Module>,
    ) -> Option<Vec<Module>> {
        marks.insert(n, Mark::Open);
        path.push(n);
        for m in graph.get(n).into_iter().flatten() {
            match marks.get(m).copied().unwrap_or(Mark::Done) {
                Mark::Open => {
                    let start = path.iter().position(|&p| p == m).unwrap();
                    let mut c: Vec<Module> = path[start..].iter().map(|&p| p.clone()).collect();
                    c.push(m.clone());
                    return Some(c);
                }
                Mark::New => {
                    if let Some(c) = visit(m, graph, marks, path) {
                        return Some(c);
                    }
                }
                Mark::Done => {}
            }
        }
        path.pop();
        marks.insert(n, Mark::Done);
        None
    }
    for n in nodes {
        if marks[n] == Mark::New
            && let Some(c) = visit(n, graph, &mut marks, &mut Vec::new())
        {
            return Some(c);
        }
    }
    None
}

/// Cycles of `graph`, each found after cutting one edge of those before (so every module
/// that takes part in one shows up).
fn cycles(mut graph: BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    let mut found = Vec::new();
    while let Some(c) = cycle(&graph) {
        let n = c.len();
        graph.get_mut(&c[n - 2]).unwrap().remove(&c[n - 1]);
        found.push(c);
    }
    found
}

/// The import edges of a crate, each with one place that makes it.
fn edges(root: &Path, crate_name: &str) -> BTreeMap<(Module, Module), String> {
    let (sources, where_): (BTreeMap<Module, Source>, BTreeMap<Module, PathBuf>) =
        modules(root, crate_name)
            .into_iter()
            .map(|(module, (source, file))| ((module.clone(), source), (module, file)))
            .unzip();
    let mut edges = BTreeMap::new();
    for (module, source) in &sources {
        for (path, line) in &source.paths {
            let to = owner(&sources, path, 0);
            if to != *module {
                edges
                    .entry((module.clone(), to))
                    .or_insert_with(|| format!("{}:{line}", where_[module].display()));
            }
        }
    }
    edges
}

/// Imports that close a cycle and are left for now: each is skipped by the check, and
/// [`the_known_cycles_are_still_there`] fails once one is gone, so the list only shrinks.
/// `from` ending in `::*` stands for every module under it. Empty: no crate has a cycle.
const KNOWN: &[(&str, &str, &str)] = &[];

/// Whether the import `from → to` in the crate at `root` is the known one `entry`.
fn is_entry(entry: (&str, &str, &str), root: &str, from: &Module, to: &Module) -> bool {
    let (r, f, t) = entry;
    let from = name(from);
    root.ends_with(r)
        && name(to) == t
        && match f.strip_suffix("::*") {
            Some(prefix) => from.starts_with(&format!("{prefix}::")),
            None => f == from,
        }
}

fn known(root: &str, from: &Module, to: &Module) -> bool {
    KNOWN.iter().any(|&entry| is_entry(entry, root, from, to))
}

fn check(root: &Path, crate_name: &str) -> Vec<String> {
    let root_name = root.to_string_lossy().into_owned();
    let mut edges = edges(root, crate_name);
    edges.retain(|(a, b), _| !known(&root_name, a, b));
    let mut problems = Vec::new();
    let show = |c: &[Module], at: &dyn Fn(&Module, &Module) -> String| {
        let steps: Vec<String> = c
            .windows(2)
            .map(|w| format!("{} → {} ({})", name(&w[0]), name(&w[1]), at(&w[0], &w[1])))
            .collect();
        steps.join(", ")
    };

    let mut files: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (a, b) in edges.keys() {
        files.entry(a.clone()).or_default().insert(b.clone());
        files.entry(b.clone()).or_default();
    }
    let at = |a: &Module, b: &Module| edges[&(a.clone(), b.clone())].clone();
    for c in cycles(files) {
        problems.push(format!("modules: {}", show(&c, &at)));
    }

    // Each module's children, each standing for its whole subtree.
    let mut levels: BTreeMap<Module, BTreeMap<(Module, Module), String>> = BTreeMap::new();
    for ((a, b), at) in &edges {
        let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
        if common == a.len() || common == b.len() {
            continue; // one holds the other: seen in the graph of modules
        }
        let parent = a[..common].to_vec();
        let (ca, cb) = (a[..=common].to_vec(), b[..=common].to_vec());
        levels
            .entry(parent)
            .or_default()
            .entry((ca, cb))
            .or_insert_with(|| at.clone());
    }
    for (parent, level) in &levels {
        let mut graph: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
        for (a, b) in level.keys() {
            graph.entry(a.clone()).or_default().insert(b.clone());
            graph.entry(b.clone()).or_default();
        }
        let at = |a: &Module, b: &Module| level[&(a.clone(), b.clone())].clone();
        for c in cycles(graph) {
            problems.push(format!("inside {}: {}", name(parent), show(&c, &at)));
        }
    }
    problems
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let mut problems = Vec::new();
    for root in CRATES {
        let crate_name = if root.starts_with("repl/src/main") {
            "sudoku_repl"
        } else {
            ""
        };
        for p in check(&repository().join(root), crate_name) {
            problems.push(format!("{root}: {p}"));
        }
    }
    assert!(
        problems.is_empty(),
        "import cycles:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_known_cycles_are_still_there() {
    let engine = edges(&repository().join("engine/src/lib.rs"), "");
    for &(root, from, to) in KNOWN {
        assert_eq!(
            root, "engine/src/lib.rs",
            "only the engine's edges are read here"
        );
        let present = (engine.keys()).any(|(a, b)| is_entry((root, from, to), root, a, b));
        assert!(
            present,
            "{root}: {from} → {to} no longer exists: take it off KNOWN"
        );
    }
}

/// The check finds what it is for: a cycle through two files, and one between folders.
#[test]
fn the_check_sees_a_cycle() {
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write("lib.rs", "mod a;\nmod b;\npub use a::A;\n");
    write(
        "a.rs",
        "pub struct A;\nmod inner;\n// use crate::b; in a comment\nfn f() { let _ = \"crate::b::B\"; }\n",
    );
    write("a/inner.rs", "use crate::b::B;\n");
    write("b.rs", "pub struct B;\nmod deep;\n");
    write("b/deep.rs", "use crate::A;\n");
    let problems = check(&dir.path().join("lib.rs"), "");
    assert_eq!(
        problems.len(),
        1,
        "a → b → a between the folders, through a re-export: {problems:?}"
    );
    assert!(problems[0].starts_with("inside crate: "), "{problems:?}");

    write(
        "b/deep.rs",
        "pub(in crate::a) fn deep() {}\npub(crate) fn other() {}\n",
    );
    assert!(
        check(&dir.path().join("lib.rs"), "").is_empty(),
        "comments, strings and `pub(in path)` do not count"
    );

    write(
        "a.rs",
        "pub struct A;\nmod inner;\nuse crate::b::{self as bee, deep::deep};\n",
    );
    write("b/deep.rs", "use super::super::a::A;\n");
    let problems = check(&dir.path().join("lib.rs"), "");
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("modules: a → b::deep")),
        "{problems:?}"
    );
}
