# irq_handler's dev_name is the address of the handler's name, as stap
# has it (interrupts-by-dev.stp counts by it and prints kernel_string of
# it).
=== ARGS -L irq_handler.entry
=== PROG
# -L of irq_handler.entry
=== EXPECT
irq_handler.entry irq:long action:long handler:long flags:long flags_str:string dev_name:long dev_id:long next_irqaction:long dir:long thread_fn:long thread:long thread_flags:long $irq:int $action:struct irqaction*
