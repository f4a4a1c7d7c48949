import { useMessages } from '@pc/shared';
import { reportMessages } from '../messages/report/index.ts';
import type { ReportTable } from '../model/reportTables.ts';
import { BarChart } from './BarChart.tsx';

export interface TableViewProps {
  table: ReportTable;
  onExport(table: ReportTable): void;
}

/** One table of the report, its chart above it and its CSV export below. */
export function TableView({ table, onExport }: TableViewProps) {
  const m = useMessages(reportMessages);
  return (
    <div className="insights__table" data-table={table.id}>
      {table.chart && <BarChart title={table.chart.title} bars={table.chart.bars} />}
      <div className="insights__scroll">
        <table part="table">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length}>{m.nothingInRange}</td>
              </tr>
            ) : (
              table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <button
        className="button button--secondary insights__export"
        type="button"
        onClick={() => onExport(table)}
      >
        {m.exportCsv({ caption: table.caption })}
      </button>
    </div>
  );
}
