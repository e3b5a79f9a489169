/** A table's column headings, shown from the md width up (below it each row is a card). */
export function ColumnHeads({ columns }: { columns: string[] }) {
  return (
    <thead className="hidden bg-plum-50 text-xs font-bold tracking-wide text-muted-foreground uppercase md:table-header-group">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
