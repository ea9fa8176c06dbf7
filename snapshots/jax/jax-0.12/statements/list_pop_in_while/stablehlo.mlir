module @jit_list_pop_in_while attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.add %c, %arg3 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.multiply %0, %c_0 : tensor<i32>
    %2 = stablehlo.add %1, %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_1 : tensor<i32>
    %4 = stablehlo.add %3, %arg1 : tensor<i32>
    %c_2 = stablehlo.constant dense<10> : tensor<i32>
    %5 = stablehlo.multiply %4, %c_2 : tensor<i32>
    %6 = stablehlo.add %5, %arg0 : tensor<i32>
    return %6 : tensor<i32>
  }
}
