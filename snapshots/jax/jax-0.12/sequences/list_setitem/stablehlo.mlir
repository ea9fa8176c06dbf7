module @jit_list_setitem attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<10> : tensor<i32>
    %0 = stablehlo.multiply %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.multiply %arg1, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.multiply %arg2, %c_1 : tensor<i32>
    return %0, %1, %2 : tensor<i32>, tensor<i32>, tensor<i32>
  }
}
