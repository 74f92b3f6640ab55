import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/partner/paginate", () => ({ fetchPage: vi.fn() }));

const { fetchPage } = await import("@/lib/partner/paginate");
const { countEventsByStatus } = await import("./events");

const fetchPageMock = vi.mocked(fetchPage as (...a: unknown[]) => Promise<unknown>);
const summary = (status: string) => ({ id: crypto.randomUUID(), status });

beforeEach(() => {
  fetchPageMock.mockReset();
});

describe("countEventsByStatus", () => {
  it("counts from one list when every event fits in one page", async () => {
    const data = ["live", "live", "draft", "cancelled"].map(summary);
    fetchPageMock.mockResolvedValue({ data, page: 1, per_page: 100, total: 4 });
    expect(await countEventsByStatus("arena-norte")).toEqual({
      draft: 1,
      live: 2,
      finished: 0,
      cancelled: 1,
    });
    expect(fetchPageMock).toHaveBeenCalledTimes(1);
    expect(fetchPageMock.mock.calls[0][1]).toMatchObject({
      query: { per_page: 100, producer_id: "arena-norte" },
    });
  });

  it("asks for each status's total when the list spans pages", async () => {
    fetchPageMock.mockImplementation(async (...args: unknown[]) => {
      const { status } = (args[1] as { query: { status?: string } }).query;
      if (!status)
        return {
          data: Array.from({ length: 100 }, () => summary("live")),
          page: 1,
          per_page: 100,
          total: 180,
        };
      return { data: [summary(status)], page: 1, per_page: 1, total: status.length };
    });
    expect(await countEventsByStatus(undefined)).toEqual({ draft: 5, live: 4, finished: 8, cancelled: 9 });
    expect(fetchPageMock).toHaveBeenCalledTimes(5);
  });
});
